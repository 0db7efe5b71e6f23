/** The offer-network double's page for a take: plain HTML forms (no script), styled by the sandbox checkout CSS. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface SandboxPageStep {
  seq: number;
  title: string;
  reward: string;
  paid: boolean;
}

export function sandboxClickHtml(p: {
  clickId: string;
  product: string;
  offer: string;
  network: string;
  steps: SandboxPageStep[];
  sent?: string | undefined;
  /** The verdicts of the last callbacks our server gave this click. */
  received: string[];
  returnUrl: string;
}) {
  const base = `/offer-sandbox/click/${encodeURIComponent(p.clickId)}`;
  const rows = p.steps
    .map(
      (s) => `<li><p><strong>${escapeHtml(s.title)}</strong> · ${escapeHtml(s.reward)} KC${s.paid ? ' · paid' : ''}</p>
  ${
    s.paid
      ? `<form method="post" action="${base}/chargeback/${s.seq}"><button class="fail" type="submit">Charge back step ${s.seq}</button></form>`
      : `<form method="post" action="${base}/complete/${s.seq}"><button class="pay" type="submit">Complete step ${s.seq}</button></form>`
  }</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Offer network sandbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/payment-sandbox/checkout.css">
</head>
<body>
<main>
  <p class="badge">Offer network sandbox (${escapeHtml(p.network)}) · test conversions only</p>
  <h1>${escapeHtml(p.product)}</h1>
  <p class="ref">${escapeHtml(p.offer)} · click ${escapeHtml(p.clickId)}</p>
  ${p.sent ? `<p class="done" role="status">${escapeHtml(p.sent)}</p>` : ''}
  <ol>
  ${rows}
  </ol>
  ${
    p.received.length > 0
      ? `<h2>Callbacks received</h2><ul>${p.received.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`
      : ''
  }
  <p><a href="${escapeHtml(p.returnUrl)}">Back to the app</a></p>
</main>
</body>
</html>`;
}
