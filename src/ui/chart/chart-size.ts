/** The width of a time chart's drawing in SVG units (it scales to its container), shared by the drawing and its placeholder. */
export const CHART_WIDTH = 720;
