// The portal's hidden check frame (shell/ThirdPartyCookieBanner.tsx): can this frame, loaded in a
// third-party context, set and read back a cookie? The answer (a boolean, nothing secret) goes to
// the parent page, whose origin a third-party frame cannot know.
(function () {
  var name = 'flightdeck_3pc_check';
  var supported = false;
  try {
    document.cookie = name + '=1; path=/; SameSite=None; Secure';
    supported = navigator.cookieEnabled && document.cookie.indexOf(name + '=1') !== -1;
    document.cookie = name + '=; path=/; max-age=0; SameSite=None; Secure';
  } catch (e) {
    supported = false;
  }
  window.parent.postMessage({ type: 'flightdeck:third-party-cookies', supported: supported }, '*');
})();
