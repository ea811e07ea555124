// Sengoku's few enhancements; every page works without them.
(function () {
  // On a phone the campaign map is wider than the screen: start it centred.
  function centreMaps(root) {
    root.querySelectorAll(".map-scroll").forEach(function (el) {
      if (el.dataset.centred) return;
      el.dataset.centred = "1";
      el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
      el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
    });
  }
  document.addEventListener("DOMContentLoaded", function () { centreMaps(document); });
  document.addEventListener("htmx:load", function (e) { centreMaps(e.target); });

  // A campaign page holds an event stream ([data-live], htmx's SSE
  // extension) that names the campaign's version whenever it changes; the
  // page then fetches itself again. Not while the viewer is acting (the
  // answer brings the new state) or typing (the banner says the page is out
  // of date instead, and the typed text stays).
  function campaign() { return document.getElementById("campaign"); }

  function typing(root) {
    var el = document.activeElement;
    if (el && root.contains(el) && el.matches("textarea, select, input:not([type=hidden]):not([type=submit]):not([type=button])")) {
      return true;
    }
    var changed = function (f) { return f.value !== f.defaultValue; };
    var picked = function (o) { return o.selected !== o.defaultSelected; };
    return Array.prototype.some.call(root.querySelectorAll("textarea, input[type=text], input[type=number]"), changed) ||
      Array.prototype.some.call(root.querySelectorAll("select option"), picked);
  }

  function liveRefresh(e) {
    var root = campaign();
    var live = e.detail.elt;
    var ev = e.detail.triggeringEvent;
    var version = parseInt(ev && ev.detail && ev.detail.data, 10);
    if (!root || !(version > parseInt(live.dataset.version, 10))) {
      e.preventDefault(); // not newer than what the page shows
      return;
    }
    if (root.querySelector(".htmx-request:not(#banner)")) {
      e.preventDefault(); // an action is on its way: its answer is newer
      return;
    }
    if (typing(root)) {
      e.preventDefault();
      htmx.trigger("#banner", "stale");
    }
  }

  // The banner polls only as the fallback: while the stream is open its
  // poll is skipped, but for the diplomacy timer's countdown.
  function streamOpen() {
    var live = document.querySelector("[data-live]");
    return !!(live && live.dataset.open);
  }

  document.addEventListener("htmx:confirm", function (e) {
    var elt = e.detail.elt;
    if (elt.matches("[data-live]")) {
      liveRefresh(e);
    } else if (elt.id === "banner" && !e.detail.triggeringEvent && streamOpen() && !elt.querySelector(".timer")) {
      e.preventDefault();
    }
  });
  document.addEventListener("htmx:sseOpen", function (e) { e.target.dataset.open = "1"; });
  document.addEventListener("htmx:sseError", function (e) { delete e.target.dataset.open; });
})();
