/*
 * Dev helpers shared by the demo pages (index.html, integrator.html). Plain classic script, no
 * build step. It only talks to the dev server: cookies `dev_scenario`, `uid`, `nickname` and
 * `dark`, and `GET /dev/scenarios.json`. Nothing here is part of SiteChrome.
 */
(function () {
  'use strict';

  var YEAR = 31536000;

  /** The 12 site keys of CONTRACT §2 with their numeric ids and brands. */
  var SITES = [
    { key: 'main', id: 0, label: 'Main (Gate, global)' },
    { key: 'turkey', id: 177, label: 'Turkey (Gate.TR)' },
    { key: 'malta', id: 106, label: 'Malta (Gate.MT)' },
    { key: 'hongkong', id: 71, label: 'Hong Kong (Gate.HK)' },
    { key: 'america', id: 232, label: 'America (Gate.US)' },
    { key: 'bahamas', id: 14, label: 'Bahamas (Gate Bahamas)' },
    { key: 'singapore', id: 153, label: 'Singapore (Gate.SG)' },
    { key: 'uk', id: 182, label: 'United Kingdom (Gate.UK)' },
    { key: 'japan', id: 83, label: 'Japan (Gate Japan)' },
    { key: 'uae', id: 181, label: 'UAE (Gate.AE)' },
    { key: 'eu', id: 777, label: 'European Union (Gate.EU)' },
    { key: 'testnet', id: 666, label: 'Testnet (Gate Testnet)' }
  ];

  /** The 20 language codes of CONTRACT §2. */
  var LANGS = [
    { code: 'zh', label: 'Chinese (Simplified)' },
    { code: 'en', label: 'English' },
    { code: 'vn', label: 'Vietnamese' },
    { code: 'tw', label: 'Chinese (Traditional)' },
    { code: 'es', label: 'Spanish' },
    { code: 'ru', label: 'Russian' },
    { code: 'fr', label: 'French' },
    { code: 'de', label: 'German' },
    { code: 'pt', label: 'Portuguese' },
    { code: 'th', label: 'Thai' },
    { code: 'id', label: 'Indonesian' },
    { code: 'tr', label: 'Turkish' },
    { code: 'ja', label: 'Japanese' },
    { code: 'ar', label: 'Arabic' },
    { code: 'uk', label: 'Ukrainian' },
    { code: 'br', label: 'Portuguese (Brazil)' },
    { code: 'nl', label: 'Dutch' },
    { code: 'it', label: 'Italian' },
    { code: 'en-eu', label: 'English (EU)' },
    { code: 'it-eu', label: 'Italian (EU)' }
  ];

  /**
   * Used when /dev/scenarios.json cannot be read. `/dev/scenarios.json` gives no login flag, so
   * the logged-in scenarios are listed here (they mirror scripts/dev-api/scenarios.mjs).
   */
  var FALLBACK_SCENARIOS = [
    'visitor', 'user', 'sub-account', 'low-kyc', 'high-kyc', 'uk-limit', 'italy-limit', 'nl-limit',
    'tr-user', 'restricted', 'ip-tips', 'compliance-toast', 'business-banner', 'withdraw-only',
    'hk-user', 'kyc-toast', 'risk-user', 'risk-locked', 'kyc-upgrade', 'kyc-tips', 'nl-high', 'uz-user', 'uz-high',
    'uz-visitor', 'brazil-toast', 'ltw-toast', 'no-deposit', 'cross-margin', 'slow', 'errors', 'garbage', 'xss'
  ].map(function (name) { return { name: name, description: '' }; });

  var LOGIN_SCENARIOS = [
    'user', 'sub-account', 'low-kyc', 'high-kyc', 'nl-limit', 'withdraw-only', 'hk-user',
    'kyc-toast', 'risk-user', 'risk-locked', 'kyc-upgrade', 'kyc-tips', 'nl-high', 'uz-user', 'uz-high',
    'cross-margin', 'xss'
  ];

  var DEMO_UID = '10293847';
  var DEMO_NICKNAME = 'Satoshi';

  function getCookie(name) {
    var parts = document.cookie ? document.cookie.split(';') : [];
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i];
      var eq = part.indexOf('=');
      if (eq < 0) continue;
      if (part.slice(0, eq).trim() !== name) continue;
      var raw = part.slice(eq + 1).trim();
      try { return decodeURIComponent(raw); } catch (e) { return raw; }
    }
    return null;
  }

  function setCookie(name, value, maxAge) {
    document.cookie = name + '=' + value + '; path=/; max-age=' + (maxAge || YEAR) + '; SameSite=Lax';
  }

  function deleteCookie(name) {
    document.cookie = name + '=; path=/; max-age=0; SameSite=Lax';
  }

  /** The scenario names in the `dev_scenario` cookie (empty = the server default, visitor). */
  function currentScenarios() {
    var value = getCookie('dev_scenario');
    if (!value) return [];
    return value.split(',').map(function (s) { return s.trim(); }).filter(Boolean);
  }

  function isLoginScenario(names) {
    return names.some(function (name) { return LOGIN_SCENARIOS.indexOf(name) >= 0; });
  }

  /**
   * Writes `dev_scenario` (comma-separated) and the login hint cookies `uid` / `nickname`
   * (set for logged-in scenarios, deleted otherwise). Does not reload.
   */
  function applyScenarios(names) {
    var clean = names.filter(function (name) { return /^[a-z0-9-]+$/.test(name); });
    if (clean.length) setCookie('dev_scenario', clean.join(','));
    else deleteCookie('dev_scenario');
    if (isLoginScenario(clean)) {
      setCookie('uid', DEMO_UID);
      setCookie('nickname', DEMO_NICKNAME);
    } else {
      deleteCookie('uid');
      deleteCookie('nickname');
    }
  }

  /** 'dark' when cookie `dark` is above 0, else 'light'. */
  function currentTheme() {
    var value = Number(getCookie('dark'));
    return value > 0 ? 'dark' : 'light';
  }

  function setTheme(theme) {
    setCookie('dark', theme === 'dark' ? '2' : '0');
  }

  /** Resolves to [{name, description}]; falls back to the built-in list, never rejects. */
  function loadScenarios() {
    if (!window.fetch) return Promise.resolve({ list: FALLBACK_SCENARIOS, fallback: true });
    return fetch('/dev/scenarios.json', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(function (res) {
        if (!res.ok) throw new Error('HTTP ' + res.status);
        return res.json();
      })
      .then(function (list) {
        if (!Array.isArray(list)) throw new Error('not a list');
        var out = list
          .filter(function (item) { return item && typeof item.name === 'string'; })
          .map(function (item) {
            return { name: item.name, description: typeof item.description === 'string' ? item.description : '' };
          });
        if (!out.length) throw new Error('empty list');
        return { list: out, fallback: false };
      })
      .catch(function () { return { list: FALLBACK_SCENARIOS, fallback: true }; });
  }

  function reload() {
    window.location.reload();
  }

  /**
   * Wires a scenario multi-select, its Apply / Reset buttons and an optional theme select.
   * opts: { scenarioSelect, applyButton, resetButton?, themeSelect?, description?, note? }
   * (elements). The description element lists what the selected scenarios do.
   */
  function wireDevControls(opts) {
    var select = opts.scenarioSelect;
    var active = currentScenarios();

    function describe() {
      if (!opts.description) return;
      var chosen = Array.prototype.filter.call(select.options, function (o) { return o.selected; });
      opts.description.textContent = '';
      if (!chosen.length) {
        var none = document.createElement('li');
        none.textContent = 'None: the dev API answers as for a logged-out visitor.';
        opts.description.appendChild(none);
        return;
      }
      chosen.forEach(function (o) {
        var item = document.createElement('li');
        var name = document.createElement('strong');
        name.textContent = o.value;
        item.appendChild(name);
        if (o.title) item.appendChild(document.createTextNode(' \u2014 ' + o.title));
        opts.description.appendChild(item);
      });
    }

    loadScenarios().then(function (result) {
      select.textContent = '';
      result.list.forEach(function (item) {
        var option = document.createElement('option');
        option.value = item.name;
        option.textContent = item.name;
        if (item.description) option.title = item.description;
        option.selected = active.indexOf(item.name) >= 0;
        select.appendChild(option);
      });
      select.disabled = false;
      if (opts.applyButton) opts.applyButton.disabled = false;
      if (opts.note) {
        opts.note.textContent = result.fallback
          ? 'Could not read /dev/scenarios.json; showing the built-in list.'
          : 'Active: ' + (active.length ? active.join(', ') : 'visitor (default)') + '.';
      }
      describe();
    });

    select.addEventListener('change', describe);

    if (opts.applyButton) {
      opts.applyButton.addEventListener('click', function () {
        var names = Array.prototype.filter.call(select.options, function (o) { return o.selected; })
          .map(function (o) { return o.value; });
        applyScenarios(names);
        reload();
      });
    }
    if (opts.resetButton) {
      opts.resetButton.addEventListener('click', function () {
        applyScenarios([]);
        reload();
      });
    }
    if (opts.themeSelect) {
      opts.themeSelect.value = currentTheme();
      opts.themeSelect.addEventListener('change', function () {
        setTheme(opts.themeSelect.value);
        reload();
      });
    }
  }

  window.DemoDev = {
    SITES: SITES,
    LANGS: LANGS,
    LOGIN_SCENARIOS: LOGIN_SCENARIOS,
    getCookie: getCookie,
    setCookie: setCookie,
    deleteCookie: deleteCookie,
    currentScenarios: currentScenarios,
    applyScenarios: applyScenarios,
    currentTheme: currentTheme,
    setTheme: setTheme,
    loadScenarios: loadScenarios,
    wireDevControls: wireDevControls
  };
})();
