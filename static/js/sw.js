// Sengoku's service worker, served at /sw.js so that its scope is the whole
// site. The server puts two lines before this file: SENGOKU_VERSION (the
// hash of every static file: a new one installs a new worker and drops the
// old caches) and SENGOKU_ASSETS (the content-hashed static files to keep).
//
// - Static files: from the cache first (their addresses never change).
// - Campaign pages: from the network first; a copy of each one seen is kept,
//   and shown when the network fails, marked data-stale so that the page's
//   script (app.js) says it may be out of date.
// - Any other page the network cannot bring: the offline page, in the
//   language last chosen (kept fresh when the reader switches language).
// - Signing in or out, or a join link: the kept pages are dropped.
/* global SENGOKU_VERSION, SENGOKU_ASSETS */
"use strict";

var STATIC = "sengoku-static-" + SENGOKU_VERSION;
var PAGES = "sengoku-pages";
var OFFLINE = "/offline";

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(STATIC).then(function (cache) {
      return cache.addAll(SENGOKU_ASSETS).then(function () { return keepOffline(""); });
    }).then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (keys) {
      return Promise.all(keys.filter(function (k) {
        return k.indexOf("sengoku-static-") === 0 && k !== STATIC;
      }).map(function (k) { return caches.delete(k); }));
    }).then(function () { return self.clients.claim(); })
  );
});

// keepOffline stores the offline page in lang ("" for the language cookie).
function keepOffline(lang) {
  var url = OFFLINE + (lang ? "?lang=" + lang : "");
  return fetch(url, { credentials: "same-origin" }).then(function (res) {
    if (!res.ok) return;
    return caches.open(STATIC).then(function (cache) { return cache.put(OFFLINE, res); });
  });
}

function isCampaignPage(url) {
  return /^\/campaigns\/\d+(\/(provinces|hand|diplomacy|battles|prestige|history|options|summary|cards|links))?$/.test(url.pathname);
}

// wantsPage: a navigation, or htmx's boosted one (a whole page by XHR).
function wantsPage(req) {
  return req.method === "GET" && (req.mode === "navigate" || req.headers.get("HX-Boosted") === "true");
}

// changesViewer: signing in or out, or opening a join link, makes the
// browser someone else for a campaign. The copies kept for the one before
// are dropped, so a game master's hidden information never shows offline
// to the next person at the device.
function changesViewer(req, url) {
  return (req.method === "POST" && /^\/campaigns\/\d+\/(login|logout|account\/signout)$/.test(url.pathname)) ||
    url.pathname.indexOf("/join/") === 0;
}

self.addEventListener("fetch", function (event) {
  var req = event.request;
  var url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (changesViewer(req, url)) event.waitUntil(caches.delete(PAGES));
  if (req.method !== "GET") return;
  if (url.pathname.indexOf("/static/") === 0) {
    event.respondWith(caches.match(req).then(function (hit) { return hit || fetch(req); }));
    return;
  }
  var lang = url.pathname.match(/^\/lang\/(it|en)$/);
  if (lang) {
    event.waitUntil(keepOffline(lang[1]).catch(function () {}));
    return;
  }
  if (!wantsPage(req)) return;
  event.respondWith(networkFirst(req, url));
});

// networkFirst answers a page from the network, keeping a copy of a
// campaign page; offline, the copy (marked stale) or the offline page.
function networkFirst(req, url) {
  return fetch(req).then(function (res) {
    if (res.ok && isCampaignPage(url)) {
      var copy = res.clone();
      caches.open(PAGES).then(function (cache) { return cache.put(url.pathname + url.search, copy); });
    }
    return res;
  }).catch(function () {
    // A boosted link fails as htmx expects; app.js then asks for the page
    // as a navigation, answered below.
    if (req.mode !== "navigate") return Response.error();
    return caches.match(url.pathname + url.search, { cacheName: PAGES, ignoreVary: true }).then(function (hit) {
      if (hit) return stale(hit);
      return caches.match(OFFLINE, { cacheName: STATIC, ignoreVary: true }).then(function (off) {
        return off || Response.error();
      });
    });
  });
}

// stale marks a kept copy of a page: <html data-stale>.
function stale(res) {
  return res.text().then(function (html) {
    return new Response(html.replace("<html ", "<html data-stale "), {
      status: 200,
      headers: { "Content-Type": "text/html; charset=utf-8" }
    });
  });
}
