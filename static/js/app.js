// Sengoku's few enhancements; every page works without them.
(function () {
  // A 4xx answer is a page that says what is wrong (a form's problems, a
  // refused action): show it like a success. Only 5xx and network failures
  // stay errors. One setting for the whole site, so no page needs an inline
  // handler (the content security policy forbids them).
  if (window.htmx) {
    // htmx would add its indicator rules as an inline <style>, which the
    // policy refuses: they are in app.css instead.
    htmx.config.includeIndicatorStyles = false;
    htmx.config.responseHandling = [
      { code: "204", swap: false },
      { code: "[23]..", swap: true },
      { code: "4..", swap: true, error: false },
      { code: "...", swap: false, error: true }
    ];
  }

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

  // On a phone the campaign's tabs are a strip that scrolls sideways: the
  // tab shown is scrolled into the middle of it, so that it is named on
  // screen (the page itself does not move); a tab the keyboard reaches is
  // brought wholly into it (the browser leaves one that partly shows).
  function intoStrip(el, middle) {
    var strip = el.closest && el.closest("[data-strip]");
    if (!strip || strip.scrollWidth <= strip.clientWidth) return;
    var s = strip.getBoundingClientRect(), r = el.getBoundingClientRect();
    strip.scrollLeft += middle ? r.left + r.width / 2 - s.left - s.width / 2 : Math.min(0, r.left - s.left) + Math.max(0, r.right - s.right);
  }
  function showCurrentTabs(root) {
    root.querySelectorAll("[data-strip] [aria-current=page]").forEach(function (el) { intoStrip(el, true); });
  }
  document.addEventListener("DOMContentLoaded", function () { showCurrentTabs(document); });
  document.addEventListener("htmx:load", function (e) { showCurrentTabs(e.target); });
  document.addEventListener("focusin", function (e) { intoStrip(e.target); });

  // A campaign page holds an event stream ([data-live], htmx's SSE
  // extension) that names the campaign's version whenever it changes; the
  // page then fetches itself again. Not while the viewer is acting (the
  // answer brings the new state) or typing (the banner says the page is out
  // of date instead, and the typed text stays).
  // The part of the page a stream refreshes: a campaign's, or a page's own
  // ([data-live-root], a calculator's game).
  function campaign() { return document.getElementById("campaign") || document.querySelector("[data-live-root]"); }

  function typing(root) {
    var el = document.activeElement;
    // Only a form's fields: a switch of the view (the map's "show moves")
    // is not typing.
    if (el && el.form && root.contains(el) && el.matches("textarea, select, input:not([type=hidden]):not([type=submit]):not([type=button])")) {
      return true;
    }
    var some = function (sel, f) { return Array.prototype.some.call(root.querySelectorAll(sel), f); };
    return some("form textarea, form input[type=text], form input[type=number]", function (f) { return f.value !== f.defaultValue; }) ||
      some("form input[type=checkbox], form input[type=radio]", function (f) { return f.checked !== f.defaultChecked; }) ||
      some("form select", picked);
  }

  // Whether the viewer chose another option than the one the page came
  // with. A select none of whose options is marked selected shows its
  // first enabled option: that one is not a choice the viewer made (it
  // used to count as one, and held back every refresh of a tab with such
  // a select, the Diplomacy tab's note form among them).
  function picked(s) {
    var opts = Array.prototype.slice.call(s.options);
    if (s.multiple || s.size > 1) {
      return opts.some(function (o) { return o.selected !== o.defaultSelected; });
    }
    var initial = -1;
    opts.forEach(function (o, i) { if (o.defaultSelected) initial = i; });
    if (initial < 0) {
      initial = opts.findIndex(function (o) { return !o.disabled; });
    }
    return s.selectedIndex !== initial;
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

  // Scripts that only some pages need are fetched by the pages that hold
  // their element, named in a data attribute: the other pages spare their
  // bytes. loadScript fetches each file once.
  var scripts = {};
  function loadScript(src) {
    if (!scripts[src]) {
      scripts[src] = new Promise(function (ok, fail) {
        var s = document.createElement("script");
        s.src = src;
        s.onload = ok;
        s.onerror = fail;
        document.head.appendChild(s);
      });
    }
    return scripts[src];
  }
  // htmx's SSE extension, for a page that holds a stream ([data-live]).
  // htmx met the stream before the extension was there, so a fresh copy of
  // the element is handed to it once the extension is.
  var sseReady = false;
  function startLive(root) {
    var live = root.matches && root.matches("[data-live]") ? root : root.querySelector && root.querySelector("[data-live]");
    if (!live || !window.htmx || sseReady) return;
    loadScript(live.getAttribute("data-sse-src")).then(function () {
      sseReady = true;
      if (live.isConnected) restartLive(live);
    }, function () {});
  }
  // restartLive hands htmx a fresh copy of the live element to open.
  function restartLive(live) {
    var fresh = live.cloneNode(true);
    delete fresh.dataset.open;
    live.replaceWith(fresh);
    htmx.process(fresh);
  }
  // A page kept in the back-forward cache would hold its stream, and the
  // browser gives a site six connections: leaving closes it (the SSE
  // extension's clean-up), coming back (pageshow, below) opens it again.
  window.addEventListener("pagehide", function (e) {
    var live = document.querySelector("[data-live]");
    if (!e.persisted || !live || !sseReady) return;
    htmx.trigger(live, "htmx:beforeCleanupElement");
    delete live.dataset.open;
  });
  // The campaign map's zoom and pan, for a page that shows the map
  // ([data-map-src]); map.js sets up every map on the page as it loads.
  function startMap(root) {
    var map = root.querySelector && root.querySelector("[data-map-src]");
    if (map) loadScript(map.getAttribute("data-map-src"));
  }
  function startPage(root) { startLive(root); startMap(root); }
  document.addEventListener("DOMContentLoaded", function () { startPage(document); });
  document.addEventListener("htmx:load", function (e) { startPage(e.target); });
  document.addEventListener("htmx:sseError", function (e) { delete e.target.dataset.open; });

  // A read-only link field selects itself when focused, ready to copy.
  document.addEventListener("focusin", function (e) {
    if (e.target.matches && e.target.matches("input.copy[readonly]")) e.target.select();
  });

  // After a refused submission, bring the problems into view: the first
  // field marked invalid (its message sits under it), else the problem list.
  // A form that recalculates on every change is not scrolled while the
  // problem is already on screen, and never has its focus moved.
  function inView(el) {
    var r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  }
  function showProblems(root, submitted) {
    var el = root.querySelector("[aria-invalid='true']") || root.querySelector("[data-testid='problems'], .problems");
    if (!el) return;
    if (submitted || !inView(el)) el.scrollIntoView({ block: "center" });
    if (submitted && el.matches("input, select, textarea")) el.focus({ preventScroll: true });
  }
  document.addEventListener("htmx:afterSettle", function (e) {
    var xhr = e.detail.xhr;
    if (!xhr || xhr.status < 400 || xhr.status >= 500) return;
    var ev = e.detail.requestConfig && e.detail.requestConfig.triggeringEvent;
    var target = e.detail.target && e.detail.target.isConnected ? e.detail.target : document.body;
    // A calculator's result: its refused fields come before the problem list.
    if (target.id === "result" && document.getElementById("calc")) target = document.getElementById("calc");
    // After htmx's own scroll: a boosted answer scrolls to the top once
    // this event has run, which would take the problems off a phone's screen.
    var submitted = !!ev && ev.type === "submit";
    setTimeout(function () { showProblems(target, submitted); }, 0);
  });
  // A calculator's answer replaces only its result, never the fields being
  // typed in: the marks of the last answer go, and each field the new one
  // refuses (data-field-problem) gets its message under it.
  document.addEventListener("htmx:afterSwap", function (e) {
    var form = document.getElementById("calc-form");
    var target = e.detail.target;
    if (!form || !target || target.id !== "result") return;
    form.querySelectorAll(".fielderr").forEach(function (el) { el.remove(); });
    form.querySelectorAll("[aria-invalid='true']").forEach(function (el) { el.removeAttribute("aria-invalid"); });
    target.querySelectorAll("[data-field-problem]").forEach(function (li) {
      var field = form.querySelector("[name='" + CSS.escape(li.dataset.fieldProblem) + "']");
      var label = field && field.closest("label");
      if (!label) return;
      field.setAttribute("aria-invalid", "true");
      var msg = document.createElement("span");
      msg.className = "fielderr";
      msg.textContent = li.textContent;
      label.insertBefore(msg, label.querySelector(".help"));
    });
  });
  // A form that offers exclusive choices, each in a fieldset[data-choice]
  // whose legend holds its radio (the deadline's "hours from the opening"
  // or "weekday and time"): the fieldsets not chosen are disabled, so the
  // browser neither checks nor sends fields the person is not using. The
  // legend's radio stays usable in a disabled fieldset.
  function choices(root) {
    root.querySelectorAll("fieldset[data-choice]").forEach(function (fs) {
      var radio = fs.querySelector("legend input[type=radio]");
      fs.disabled = !!radio && !radio.checked;
    });
  }
  document.addEventListener("DOMContentLoaded", function () { choices(document); });
  document.addEventListener("htmx:load", function () { choices(document); });
  document.addEventListener("change", function (e) {
    if (e.target.matches && e.target.matches("fieldset[data-choice] > legend input[type=radio]")) choices(document);
  });
  // A GET form marked data-autosubmit (the game master's "act as" switch)
  // is sent as soon as its choice changes.
  document.addEventListener("change", function (e) {
    if (e.target.matches && e.target.matches("select[data-autosubmit]")) e.target.form.requestSubmit();
  });
  // An irreversible step asks first, stating its consequence: the button's
  // or the form's data-confirm, and that of each chosen option (a move's
  // destination says what entering it means). Without JavaScript the form
  // is simply sent.
  function confirmation(form, btn) {
    // A button that only looks (a preview) changes nothing: no question.
    if (btn && btn.hasAttribute("data-noconfirm")) return "";
    var parts = [];
    var own = (btn && btn.dataset.confirm) || form.dataset.confirm;
    if (own) parts.push(own);
    form.querySelectorAll("select").forEach(function (s) {
      var o = s.selectedOptions[0];
      if (o && o.dataset.confirm) parts.push(o.dataset.confirm);
    });
    return parts.join("\n\n");
  }
  document.addEventListener("htmx:confirm", function (e) {
    var form = e.detail.elt;
    var ev = e.detail.triggeringEvent;
    if (!(form instanceof HTMLFormElement) || !ev || ev.type !== "submit") return;
    var msg = confirmation(form, ev.submitter);
    if (!msg) return;
    e.preventDefault();
    if (window.confirm(msg)) e.detail.issueRequest(true);
  });

  // A submitting button says it is working and cannot be pressed twice on
  // slow club Wi-Fi. It is disabled after the form data is taken, so its own
  // name and value are still sent.
  function busy(btn, on) {
    if (!btn) return;
    btn.disabled = on;
    btn.classList.toggle("busy", on);
    if (on) btn.setAttribute("aria-busy", "true"); else btn.removeAttribute("aria-busy");
  }
  function submitter(e) {
    var ev = e.detail.requestConfig && e.detail.requestConfig.triggeringEvent;
    return ev && ev.type === "submit" ? ev.submitter : null;
  }
  document.addEventListener("htmx:beforeSend", function (e) { busy(submitter(e), true); });
  document.addEventListener("htmx:afterRequest", function (e) { busy(submitter(e), false); });
  // Plain submits (no htmx, or a POST form that opts out with
  // hx-boost="false", such as a Senjutsu duel's delete): the page is
  // replaced by the answer. A GET form that opts out is a download (the
  // PDF sheets): it never leaves the page, so its button is left alone
  // rather than disabled for good.
  document.addEventListener("submit", function (e) {
    if (e.defaultPrevented) return;
    var form = e.target;
    var optOut = form.closest && form.closest('[hx-boost="false"]');
    if (window.htmx && !optOut) return;
    if (optOut && (form.getAttribute("method") || "get").toLowerCase() !== "post") return;
    var btn = e.submitter;
    setTimeout(function () { busy(btn, true); }, 0);
  });
  // Back to a page kept in the browser's cache: its buttons work again, its
  // stream opens again (a change meanwhile refreshes the page).
  window.addEventListener("pageshow", function (e) {
    if (!e.persisted) return;
    document.querySelectorAll("button.busy").forEach(function (b) { busy(b, false); });
    var live = document.querySelector("[data-live]");
    if (live && sseReady) restartLive(live);
  });
})();

// Join links: copy to the clipboard, and the phone's share sheet where the
// browser offers one (the buttons stay hidden without JavaScript: the link
// can still be selected and copied by hand).
(function () {
  function field(btn, attr) { return document.getElementById(btn.getAttribute(attr)); }
  function enable(root) {
    root.querySelectorAll("button[data-copy]").forEach(function (b) { b.hidden = false; });
    if (navigator.share) {
      root.querySelectorAll("button[data-share]").forEach(function (b) { b.hidden = false; });
    }
  }
  document.addEventListener("click", function (e) {
    var b = e.target.closest("button[data-copy], button[data-share]");
    if (!b) return;
    if (b.hasAttribute("data-copy")) {
      var input = field(b, "data-copy");
      var done = function () {
        var label = b.textContent;
        b.textContent = b.getAttribute("data-copied");
        setTimeout(function () { b.textContent = label; }, 2000);
      };
      // The clipboard API needs a secure context (https or localhost); on
      // the club Wi-Fi's plain http the older command still copies.
      var legacy = function () {
        input.select();
        if (document.execCommand("copy")) done();
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(input.value).then(done, legacy);
      } else {
        legacy();
      }
    } else {
      navigator.share({ title: b.getAttribute("data-share-title"), url: field(b, "data-share").value }).catch(function () {});
    }
  });
  document.addEventListener("focusin", function (e) {
    if (e.target.matches("input.copy")) e.target.select();
  });
  document.addEventListener("DOMContentLoaded", function () { enable(document); });
  document.addEventListener("htmx:load", function (e) { enable(e.target); });
  // Installable: the service worker (/sw.js) keeps the static files and
  // the campaign pages seen. Browsers allow one only over https or on
  // localhost; elsewhere the site works as before.
  if ("serviceWorker" in navigator) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js").catch(function () {});
    });
  }

  // A page the service worker brought from its copy, the network being
  // down (it marks <html data-stale>): say that it may be out of date.
  function markStale() {
    var main = document.getElementById("main");
    if (!document.documentElement.hasAttribute("data-stale") || !main || document.getElementById("stale-note")) return;
    var p = document.createElement("p");
    p.id = "stale-note";
    p.className = "stale-note";
    p.setAttribute("role", "status");
    p.setAttribute("data-testid", "stale-note");
    p.textContent = document.body.getAttribute("data-stale-note");
    main.insertBefore(p, main.firstChild);
  }
  document.addEventListener("DOMContentLoaded", markStale);

  // A boosted link the network cannot bring: ask for it as a whole page,
  // which the service worker answers with its copy or the offline page.
  document.addEventListener("htmx:sendError", function (e) {
    var cfg = e.detail.requestConfig;
    if (cfg && cfg.verb === "get" && cfg.headers && cfg.headers["HX-Boosted"] === "true") {
      location.href = cfg.path;
    }
  });

  // A phase's deadline: the server writes it in the campaign's time zone;
  // here it is written in the viewer's own, and the countdown runs from the
  // server's clock as the page was made (data-now), so a phone whose clock
  // is wrong still counts right.
  function localTimes(root) {
    var lang = document.documentElement.lang || undefined;
    root.querySelectorAll("time[data-local-time]").forEach(function (el) {
      var t = new Date(el.getAttribute("datetime"));
      if (isNaN(t)) return;
      el.textContent = new Intl.DateTimeFormat(lang, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(t);
      el.title = el.getAttribute("datetime");
    });
    root.querySelectorAll("[data-countdown]").forEach(function (el) {
      if (el.dataset.skew === undefined) {
        el.dataset.skew = String(Date.parse(el.getAttribute("data-now")) - Date.now());
      }
    });
    tick();
  }
  function two(n) { return (n < 10 ? "0" : "") + n; }
  function tick() {
    document.querySelectorAll("[data-countdown][data-skew]").forEach(function (el) {
      var left = Date.parse(el.getAttribute("data-countdown")) - (Date.now() + Number(el.dataset.skew));
      if (left <= 0) {
        el.textContent = el.getAttribute("data-over");
        return;
      }
      var s = Math.floor(left / 1000), d = Math.floor(s / 86400);
      var hms = two(Math.floor(s / 3600) % 24) + ":" + two(Math.floor(s / 60) % 60) + ":" + two(s % 60);
      el.textContent = el.getAttribute("data-left") + " " + (d > 0 ? d + " " + el.getAttribute("data-days") + " " : "") + hms;
    });
  }
  setInterval(tick, 1000);
  document.addEventListener("DOMContentLoaded", function () { localTimes(document); });
  document.addEventListener("htmx:load", function (e) { localTimes(e.target); });
})();
