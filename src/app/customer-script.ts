/** Runs the customer's custom script (customer.customJs) once per page load. */
let ran = false;

export const runCustomerScript = (code: string | null | undefined): void => {
  if (ran || !code) return;
  ran = true;
  const script = document.createElement("script");
  script.dataset.customerScript = "true";
  script.textContent = code;
  document.head.appendChild(script);
};
