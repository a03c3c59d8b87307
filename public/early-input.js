// A prerendered logged-out page (Login, Signup, Forgot) shows its controls before the
// app runs. What the visitor does in that moment must not be lost: typing stays in the
// fields (and is kept here, for a field hydration sets back), and a press of a button (a form's submit, Enter in a field, the
// language switch) is held here and pressed again once the app has taken the page over
// (src/prerender/earlyInput.ts). Without this, a press does nothing, and a submit would
// post the form to its own page and come back empty. Links are left alone: they work as
// plain links. A file, not an inline script: the Content-Security-Policy allows scripts
// from this origin only.
(function () {
  var root = document.documentElement;
  if (root.getAttribute('data-prerendered') !== 'guest') return;
  // Loaded async, so in a rare race React may own the page already (it marks the element
  // it renders into); holding presses then would hold them for ever.
  var container = document.getElementById('root');
  for (var key in container) if (key.indexOf('__reactContainer$') === 0) return;
  // With a stored session the app renders over this page instead of taking it over (the
  // visitor is sent on, or the session turns out to be over): nothing held could be handed
  // on, so presses keep their plain meaning.
  try {
    var stored = JSON.parse(localStorage.getItem('persist:ugc-desk') || 'null');
    var session = stored && typeof stored.session === 'string' ? JSON.parse(stored.session) : null;
    if (session && typeof session.token === 'string' && session.token !== '') return;
  } catch (error) {
    // Unreadable storage: the app starts without a session, and takes this page over.
  }
  var held = [];
  function hold(event) {
    var target = event.target;
    // A label's click reaches its checkbox as a click of its own, held there.
    var control = target && target.closest ? target.closest('button, input') : null;
    if (!control || !control.closest('#root')) return;
    // Text fields take focus and typing natively; only presses are held.
    if (control.tagName === 'INPUT' && !/^(submit|checkbox|radio)$/.test(control.type)) return;
    event.preventDefault();
    event.stopPropagation();
    // Pressed twice while waiting still means once (a double click, an impatient Enter).
    if (held.indexOf(control) === -1) held.push(control);
  }
  function holdSubmit(event) {
    // Enter in a form without a submit button, or form.submit() by other means.
    event.preventDefault();
    event.stopPropagation();
    var submitter = event.submitter || event.target;
    if (held.indexOf(submitter) === -1) held.push(submitter);
  }
  // What is typed stays in the fields, but hydration may set a field back to the HTML's
  // value before the app has read it: the last value typed into each is kept here too.
  var typed = [];
  function keep(event) {
    var field = event.target;
    if (!field || !field.closest || !field.closest('#root')) return;
    if (field.tagName !== 'INPUT' && field.tagName !== 'TEXTAREA') return;
    for (var i = 0; i < typed.length; i += 1) {
      if (typed[i][0] === field) {
        typed[i][1] = field.value;
        return;
      }
    }
    typed.push([field, field.value]);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('input', keep, true);
  window.__ugcEarlyInput = {
    typed: typed,
    take: function () {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', holdSubmit, true);
      document.removeEventListener('input', keep, true);
      return held.splice(0);
    },
  };
})();
