/** The sandbox provider's hosted checkout page: plain HTML forms (no script), styled by checkout.css. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function checkoutHtml(p: { ref: string; amount: string; currency: string; status: string; returnUrl: string }) {
  const open = p.status === 'requires_payment';
  const action = (outcome: string) => `/payment-sandbox/checkout/${encodeURIComponent(p.ref)}/${outcome}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/payment-sandbox/checkout.css">
</head>
<body>
<main>
  <p class="badge">Sandbox provider · test payments only</p>
  <h1>Pay ${escapeHtml(p.amount)} ${escapeHtml(p.currency)}</h1>
  <p class="ref">Payment ${escapeHtml(p.ref)}</p>
  ${
    open
      ? `<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay now</button></form>
  <form method="post" action="${action('fail')}"><button class="fail" type="submit">Decline the payment</button></form>`
      : `<p class="done" role="status">This payment is ${escapeHtml(p.status === 'succeeded' ? 'paid' : p.status)}.</p>`
  }
  <p><a href="${escapeHtml(p.returnUrl)}">Back to the app</a></p>
</main>
</body>
</html>`;
}

export const CHECKOUT_CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1222;color:#f4f5fb}
main{max-width:420px;margin:0 auto;padding:32px 20px}
h1{font-size:28px;margin:8px 0}
.badge{display:inline-block;background:#ffd166;color:#1b1b1b;border-radius:999px;padding:4px 12px;font-size:13px}
.ref{color:#b9bdd6;word-break:break-all}
form{margin:12px 0}
button{width:100%;min-height:48px;border:0;border-radius:12px;font-size:17px;font-weight:600;cursor:pointer}
.pay{background:#3ddc97;color:#06281a}
.fail{background:#2b2f4a;color:#f4f5fb}
.done{font-size:18px}
a{color:#9ecbff}`;
