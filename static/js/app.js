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
})();
