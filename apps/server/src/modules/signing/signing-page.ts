const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The built-in provider's signing page (server-rendered; its script is /sign/assets/sign.js). */
export function signingPageHtml(token: string): string {
  const t = escape(token);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign your agreement</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f5f6f8;color:#1d1f24}
main{max-width:860px;margin:24px auto;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:24px}
h1{font-size:22px;margin:0 0 8px}
iframe{width:100%;height:480px;border:1px solid #ccd;border-radius:4px}
fieldset{border:1px solid #dde;border-radius:6px;margin:16px 0;padding:12px}
label{display:block;margin:8px 0}
input[type=text]{font-size:16px;padding:8px;width:100%;box-sizing:border-box}
canvas{border:1px dashed #99a;border-radius:4px;touch-action:none;background:#fff}
button{font-size:15px;padding:10px 18px;border-radius:4px;border:0;background:#1565c0;color:#fff;cursor:pointer}
button[disabled]{background:#9bb}
.secondary{background:#eee;color:#333}
.error{color:#b00020}.ok{color:#2e7d32;font-weight:600}
</style></head>
<body><main id="app" data-token="${t}">
<h1 id="title">Loading your agreement…</h1>
<p id="who"></p>
<iframe id="pdf" title="Agreement" src="/api/signing/${t}/pdf"></iframe>
<form id="form" hidden>
<fieldset><legend>Your signature</legend>
<label><input type="radio" name="kind" value="typed" checked> Type</label>
<label><input type="radio" name="kind" value="drawn"> Draw</label>
<label id="typedBox">Full name as signature<input type="text" id="typed" dir="auto" autocomplete="name"></label>
<div id="drawBox" hidden><canvas id="pad" width="500" height="140" aria-label="Draw your signature"></canvas><br>
<button type="button" class="secondary" id="clear">Clear</button></div>
</fieldset>
<label><input type="checkbox" id="consent"> I agree to sign this agreement electronically; my electronic signature has the same effect as a handwritten one.</label>
<p class="error" id="error" role="alert"></p>
<button type="submit" id="submit">Sign Agreement</button>
</form>
<p class="ok" id="done" hidden></p>
</main><script src="/sign/assets/sign.js"></script></body></html>`;
}

export const SIGNING_SCRIPT = `(() => {
  const app = document.getElementById('app');
  const token = app.dataset.token;
  const $ = (id) => document.getElementById(id);
  const form = $('form'), err = $('error'), done = $('done');
  const pad = $('pad'), ctx = pad.getContext('2d');
  let drawn = false, drawing = false;
  ctx.lineWidth = 2.5; ctx.lineCap = 'round'; ctx.strokeStyle = '#123';
  const pos = (e) => { const r = pad.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; };
  pad.addEventListener('pointerdown', (e) => { drawing = true; ctx.beginPath(); ctx.moveTo(...pos(e)); });
  pad.addEventListener('pointermove', (e) => { if (!drawing) return; ctx.lineTo(...pos(e)); ctx.stroke(); drawn = true; });
  window.addEventListener('pointerup', () => { drawing = false; });
  $('clear').addEventListener('click', () => { ctx.clearRect(0, 0, pad.width, pad.height); drawn = false; });
  const kind = () => form.querySelector('input[name=kind]:checked').value;
  form.querySelectorAll('input[name=kind]').forEach((r) => r.addEventListener('change', () => {
    $('typedBox').hidden = kind() !== 'typed'; $('drawBox').hidden = kind() !== 'drawn';
  }));
  const show = (view) => {
    // What a person typed is isolated (<bdi>): a direction character in a name cannot turn the
    // words after it around (issue 33).
    const bdi = (text) => { const b = document.createElement('bdi'); b.textContent = text; return b; };
    $('title').replaceChildren(bdi(view.name));
    $('who').replaceChildren('Prepared for ', bdi(view.customerName), ' (', bdi(view.customerEmail), ')');
    if (view.status === 'completed') {
      form.hidden = true; done.hidden = false;
      done.textContent = 'Signed on ' + new Date(view.signedAt).toLocaleString() + '. Thank you!';
      $('pdf').src = '/api/signing/' + token + '/pdf?signed=1';
    } else { form.hidden = false; $('typed').value = $('typed').value || view.customerName; }
  };
  fetch('/api/signing/' + token).then(async (r) => {
    const body = await r.json();
    if (!r.ok) { $('title').textContent = body.message || 'This signing link is not valid.'; $('pdf').hidden = true; return; }
    show(body);
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault(); err.textContent = '';
    const typed = $('typed').value.trim();
    const signature = kind() === 'drawn' ? (drawn ? pad.toDataURL('image/png') : '') : typed;
    if (!signature) { err.textContent = 'Please type or draw your signature.'; return; }
    if (!$('consent').checked) { err.textContent = 'Please agree to sign electronically.'; return; }
    $('submit').disabled = true;
    const r = await fetch('/api/signing/' + token, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signerName: typed || 'Customer', signature, consent: true }) });
    const body = await r.json();
    $('submit').disabled = false;
    if (!r.ok) { err.textContent = body.message || 'Could not sign.'; return; }
    show(body);
  });
})();`;
