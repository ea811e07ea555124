// The campaign map's zoom and pan (pinch, wheel, drag, buttons) by moving
// the SVG's viewBox; a phone opens framed on the viewer's own clan (the
// .map-scroll's data-frame). Without this script the whole map shows, and
// every province is still a link.
(function () {
  var MIN = 1 / 8; // the closest zoom shows an eighth of the map's width

  function setup(box) {
    var svg = box.querySelector("svg.map");
    if (!svg || box.dataset.zoom) return;
    box.dataset.zoom = "1";
    var full = svg.viewBox.baseVal;
    var W = full.width, H = full.height;
    var vb = { x: 0, y: 0, w: W, h: H };
    box.dataset.full = svg.getAttribute("viewBox");

    // apply sets the view; a drag's moves (lazy) lay the names out once
    // per frame, not once per pointer event.
    var pending = false;
    function apply(lazy) {
      vb.w = Math.min(W, Math.max(W * MIN, vb.w));
      vb.h = vb.w * H / W;
      vb.x = Math.min(W - vb.w, Math.max(0, vb.x));
      vb.y = Math.min(H - vb.h, Math.max(0, vb.y));
      var s = [vb.x, vb.y, vb.w, vb.h].map(function (n) { return n.toFixed(1); }).join(" ");
      box.querySelectorAll("svg").forEach(function (el) { el.setAttribute("viewBox", s); });
      if (!names) return;
      if (!lazy) { names(vb); return; }
      if (pending) return;
      pending = true;
      requestAnimationFrame(function () { pending = false; names(vb); });
    }
    // zoom by factor k (< 1 closer) keeping the map point under (fx, fy)
    // (fractions of the box) in place.
    function zoom(k, fx, fy, lazy) {
      var nw = Math.min(W, Math.max(W * MIN, vb.w * k));
      vb.x += (vb.w - nw) * fx;
      vb.y += (vb.h - nw * H / W) * fy;
      vb.w = nw;
      apply(lazy);
    }
    function frame(f) {
      var p = (f || "").split(" ").map(Number);
      if (p.length !== 4 || p.some(isNaN)) return;
      // widen the frame to the map's proportions, centred on it
      var w = Math.max(p[2], p[3] * W / H);
      vb = { x: p[0] + p[2] / 2 - w / 2, y: p[1] + p[3] / 2 - w * H / W / 2, w: w, h: w * H / W };
      apply();
    }
    var names = mapNames(svg);
    function applied() { names(vb); }
    box.mapApply = apply;
    box.mapNames = applied;
    box.classList.add("zoomable");
    var wrap = box.parentNode;
    wrap.querySelectorAll(".map-zoom, .map-pinch").forEach(function (el) { el.hidden = false; });
    wrap.querySelectorAll("[data-map-zoom]").forEach(function (b) {
      b.addEventListener("click", function () {
        var z = b.dataset.mapZoom;
        if (z === "all") { vb = { x: 0, y: 0, w: W, h: H }; apply(); }
        else if (z === "in") toward(own);
        else zoom(1 / 0.6, 0.5, 0.5);
      });
    });
    // "+" zooms toward the viewer's own provinces (the frame a phone opens
    // on), keeping their centre where it is on screen, so that the view
    // closes in on them; the centre of the view for a viewer without any.
    var own = centre(box.dataset.frame);
    function toward(p) {
      if (!p) { zoom(0.6, 0.5, 0.5); return; }
      var clamp = function (n) { return Math.min(1, Math.max(0, n)); };
      zoom(0.6, clamp((p.x - vb.x) / vb.w), clamp((p.y - vb.y) / vb.h));
    }
    if (window.matchMedia("(max-width: 700px)").matches) frame(box.dataset.frame);
    applied();
    pointers(box, svg, function () { return vb; }, apply, zoom);
    svg.addEventListener("wheel", function (e) {
      e.preventDefault();
      var r = svg.getBoundingClientRect();
      zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height, true);
    }, { passive: false });
  }

  function centre(f) {
    var p = (f || "").split(" ").map(Number);
    if (p.length !== 4 || p.some(isNaN)) return null;
    return { x: p[0] + p[2] / 2, y: p[1] + p[3] / 2 };
  }

  // The province names keep one size on screen (NAME_PX) whatever the
  // zoom: a name shows where its province is wide enough for it, else its
  // first letters where they fit, else not at all, and never over another
  // name or another province's marker nor cut by the edge of the view; the
  // larger provinces are named first. Without this script the map shows
  // the numbers, and each marker's title names its province.
  var NAME_PX = 12;
  function mapNames(svg) {
    var regions = svg.querySelectorAll(".regions path"), nodes = [], fixed = [];
    function len(el, t) {
      if (t) el.textContent = t;
      return el.getComputedTextLength() / parseFloat(getComputedStyle(el).fontSize);
    }
    svg.querySelectorAll("a.province").forEach(function (a, i) {
      // The name comes from the marker's title ("17 Kai — Takeda"): the
      // page does not carry it twice.
      var el = document.createElementNS(svg.namespaceURI, "text"), c = a.querySelector(".node"), b = regions[i].getBBox();
      var t = a.querySelector("title").textContent.replace(/^\d+ /, "").split(" — ")[0];
      el.setAttribute("class", "name");
      el.setAttribute("x", c.getAttribute("cx"));
      el.textContent = t;
      a.appendChild(el);
      var n = { el: el, x: +c.getAttribute("cx"), y: +c.getAttribute("cy"), w: b.width, a: b.width * b.height, forms: [[t, len(el)]] };
      var short = t.slice(0, 4).replace(/-$/, "") + ".";
      if (t.length > 6) n.forms.push([short, len(el, short)]);
      el.textContent = t;
      a.querySelectorAll(".kyoto-label").forEach(function (k, j) { fixed.push({ el: k, n: n, len: len(k), below: j }); });
      nodes.push(n);
    });
    nodes.sort(function (p, q) { return q.a - p.a; });
    function box(x, y, w, h) { return { x: x - w / 2, y: y, w: w, h: h }; }
    function hit(r, o) { return r.x < o.x + o.w && o.x < r.x + r.w && r.y < o.y + o.h && o.y < r.y + r.h; }
    return function (vb) {
      var s = svg.getBoundingClientRect().width / vb.w, f = NAME_PX / s;
      if (!s) return;
      // On the root element, outside what htmx swaps, copies and keeps in
      // its history as HTML: a style attribute there would come back as an
      // inline style, which the content security policy refuses.
      var st = document.documentElement.style;
      st.setProperty("--name-size", f + "px");
      st.setProperty("--name-halo", 2.6 / s + "px");
      // The markers, Kyoto's label and its claim first: names go around them.
      var taken = nodes.map(function (n) { return box(n.x, n.y - 10, 20, 20); });
      fixed.forEach(function (k) {
        var y = k.below ? k.n.y + 13 + 1.9 * f : k.n.y - 14;
        k.el.setAttribute("y", y);
        taken.push(box(k.n.x, y - 0.8 * f, k.len * f, f));
      });
      nodes.forEach(function (n) {
        var y = n.y + 13 + 0.8 * f, pick = null;
        n.forms.some(function (t) {
          var r = box(n.x, y - 0.8 * f, t[1] * f, f);
          var fits = r.w <= n.w + 2 / s && r.x >= vb.x && r.x + r.w <= vb.x + vb.w && r.y >= vb.y && r.y + r.h <= vb.y + vb.h;
          if (fits && !taken.some(function (o) { return hit(r, o); })) pick = t[0], taken.push(r);
          return pick;
        });
        n.el.classList.toggle("off", !pick);
        if (pick && n.el.textContent !== pick) n.el.textContent = pick;
        n.el.setAttribute("y", y);
      });
    };
  }

  // pointers pans with one finger (or the mouse) and pinches with two; a
  // tap stays a tap, a drag does not open the province under it.
  function pointers(box, svg, view, apply, zoom) {
    var down = {}, moved = false, last = null;
    function spread() {
      var ps = Object.keys(down).map(function (k) { return down[k]; });
      if (ps.length < 2) return null;
      return { d: Math.hypot(ps[0].x - ps[1].x, ps[0].y - ps[1].y), x: (ps[0].x + ps[1].x) / 2, y: (ps[0].y + ps[1].y) / 2 };
    }
    svg.addEventListener("pointerdown", function (e) {
      down[e.pointerId] = { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY };
      moved = false;
      last = spread();
    });
    svg.addEventListener("pointermove", function (e) {
      var p = down[e.pointerId];
      if (!p) return;
      if (Math.hypot(e.clientX - p.x0, e.clientY - p.y0) > 6) moved = true;
      var r = svg.getBoundingClientRect(), vb = view();
      var s = spread();
      if (s && last) {
        zoom(last.d / Math.max(s.d, 1), (s.x - r.left) / r.width, (s.y - r.top) / r.height, true);
      } else if (!s && moved) {
        if (!svg.hasPointerCapture(e.pointerId)) svg.setPointerCapture(e.pointerId);
        vb.x -= (e.clientX - p.x) * vb.w / r.width;
        vb.y -= (e.clientY - p.y) * vb.h / r.height;
        apply(true);
      }
      p.x = e.clientX;
      p.y = e.clientY;
      last = spread();
    });
    function up(e) { delete down[e.pointerId]; last = spread(); }
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
    svg.addEventListener("click", function (e) {
      if (moved) { e.preventDefault(); e.stopPropagation(); moved = false; }
    }, true);
  }

  // A tap on a province's region or marker (or Enter on the marker) opens
  // its detail beside the map (the links carry only their address, to keep
  // the page light; without this script they open the province's page).
  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("svg.map .regions a, svg.map a.province");
    if (!a || !window.htmx || !document.getElementById("detail") || e.defaultPrevented) return;
    e.preventDefault();
    htmx.ajax("GET", a.getAttribute("href"), { target: "#detail", swap: "innerHTML" });
  });

  // setup is idempotent: run it on every page and every htmx swap.
  function init() { document.querySelectorAll(".map-scroll").forEach(setup); }
  // app.js fetches this file once a page shows a map, usually after the
  // document has loaded: set up the maps already there at once.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
  document.addEventListener("htmx:load", init);
  // One listener for every map on the page: a map swapped out by htmx
  // leaves nothing behind on the window.
  window.addEventListener("resize", function () {
    document.querySelectorAll(".map-scroll").forEach(function (b) { if (b.mapNames) b.mapNames(); });
  });
  // A province's detail replaces the destination overlay: give it the
  // map's current viewBox.
  document.addEventListener("htmx:oobAfterSwap", function () {
    document.querySelectorAll(".map-scroll").forEach(function (b) { if (b.mapApply) b.mapApply(); });
  });
})();
