<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ApiKeySource</name>
    <message>
        <source>no environment variable named for the API key</source>
        <translation>keine Umgebungsvariable für den API-Schlüssel angegeben</translation>
    </message>
    <message>
        <source>the environment variable %1 (for the API key) is not set</source>
        <translation>die Umgebungsvariable %1 (für den API-Schlüssel) ist nicht gesetzt</translation>
    </message>
    <message>
        <source>the environment variable %1 (for the API key) is empty</source>
        <translation>die Umgebungsvariable %1 (für den API-Schlüssel) ist leer</translation>
    </message>
    <message>
        <source>the keyring has no entry &apos;%1&apos; for service &apos;%2&apos;</source>
        <translation>der Schlüsselbund hat keinen Eintrag „%1“ für den Dienst „%2“</translation>
    </message>
    <message>
        <source>cannot read the API key from the keyring (%1); is a keyring service (e.g. gnome-keyring or KWallet) running? Use --api-key-env NAME instead</source>
        <translation>der API-Schlüssel kann nicht aus dem Schlüsselbund gelesen werden (%1); läuft ein Schlüsselbunddienst (z. B. gnome-keyring oder KWallet)? Verwenden Sie stattdessen --api-key-env NAME</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>this build has no keyring support; use --api-key-env NAME instead</source>
        <translation>dieser Build unterstützt keinen Schlüsselbund; verwenden Sie stattdessen --api-key-env NAME</translation>
    </message>
</context>
<context>
    <name>ArrivalProcess</name>
    <message>
        <source>&apos;%1&apos;: the burstiness after gamma: must be a number above 0 (1 is Poisson, below 1 burstier)</source>
        <translation>„%1“: die Burstiness nach gamma: muss eine Zahl über 0 sein (1 ist Poisson, unter 1 stoßweiser)</translation>
    </message>
    <message>
        <source>unknown arrival process &apos;%1&apos; (use poisson, gamma:B, constant or trace)</source>
        <translation>unbekannter Ankunftsprozess „%1“ (verwenden Sie poisson, gamma:B, constant oder trace)</translation>
    </message>
</context>
<context>
    <name>ArrivalTrace</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1:%2: no timestamp in this JSON line</source>
        <translation>%1:%2: kein Zeitstempel in dieser JSON-Zeile</translation>
    </message>
    <message>
        <source>%1: a trace needs at least two arrivals</source>
        <translation>%1: ein Trace braucht mindestens zwei Ankünfte</translation>
    </message>
    <message>
        <source>%1:%2: no timestamp (seconds or ISO 8601) in this line</source>
        <translation>%1:%2: kein Zeitstempel (Sekunden oder ISO 8601) in dieser Zeile</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>warming up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>measuring</source>
        <translation>misst</translation>
    </message>
    <message>
        <source>draining</source>
        <translation>läuft aus</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>CLOSED-LOOP (for comparison only), %1 users</source>
        <translation>GESCHLOSSENE SCHLEIFE (nur zum Vergleich), %1 Nutzer</translation>
    </message>
    <message>
        <source>open-loop trace replay (%1 requests, time scale %2)</source>
        <translation>offene Schleife, Trace-Wiedergabe (%1 Anfragen, Zeitskala %2)</translation>
    </message>
    <message>
        <source>open-loop, %1 arrivals at %2 req/s</source>
        <translation>offene Schleife, %1-Ankünfte mit %2 Anfragen/s</translation>
    </message>
    <message>
        <source>run %1: %2; model %3 at %4 (%5)</source>
        <translation>Lauf %1: %2; Modell %3 unter %4 (%5)</translation>
    </message>
    <message>
        <source>unknown runtime</source>
        <translation>unbekannte Laufzeitumgebung</translation>
    </message>
    <message>
        <source>window %1 s to %2 s, seed %3</source>
        <translation>Fenster %1 s bis %2 s, Seed %3</translation>
    </message>
    <message>
        <source>Benchmark one OpenAI-compatible endpoint with open-loop load and measure every request.</source>
        <translation>Einen OpenAI-kompatiblen Endpunkt mit Last in offener Schleife benchmarken und jede Anfrage messen.</translation>
    </message>
    <message>
        <source>Sends a workload to an OpenAI-compatible endpoint (vLLM, SGLang, TGI, llama.cpp, NIM or the built-in simulator) on a seeded arrival process scheduled in absolute time, and measures every request: TTFT, ITL, TPOT and E2E from the scheduled send time, schedule lag, errors by category, the server&apos;s own metrics. Warm-up requests are sent but excluded; the measurement window lasts --duration; requests still running afterwards get --drain-timeout. Every request is stored in the project database as it finishes. A run whose p99 schedule lag exceeds --lag-bound is client-limited: it and a run where no request succeeded are invalid (exit code 1). Ctrl+C ends the window early (twice: abort).

The API key comes from --api-key-env NAME or the OS keyring (--api-key-keyring ENTRY); it is never stored or printed.</source>
        <translation>Sendet eine Last an einen OpenAI-kompatiblen Endpunkt (vLLM, SGLang, TGI, llama.cpp, NIM oder den eingebauten Simulator) nach einem reproduzierbaren, in absoluter Zeit geplanten Ankunftsprozess und misst jede Anfrage: TTFT, ITL, TPOT und E2E ab dem geplanten Sendezeitpunkt, Planungsverzug, Fehler nach Kategorie, die eigenen Metriken des Servers. Aufwärmanfragen werden gesendet, aber nicht gewertet; das Messfenster dauert --duration; danach noch laufende Anfragen erhalten --drain-timeout. Jede Anfrage wird beim Abschluss in der Projektdatenbank gespeichert. Ein Lauf, dessen p99-Planungsverzug --lag-bound überschreitet, ist clientbegrenzt: er und ein Lauf ohne erfolgreiche Anfrage sind ungültig (Exit-Code 1). Strg+C beendet das Fenster vorzeitig (zweimal: Abbruch).

Der API-Schlüssel kommt aus --api-key-env NAME oder dem Schlüsselbund des Systems (--api-key-keyring EINTRAG); er wird nie gespeichert oder ausgegeben.</translation>
    </message>
    <message>
        <source>Write one row per request to this CSV file.</source>
        <translation>Eine Zeile pro Anfrage in diese CSV-Datei schreiben.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>note: the serving configuration is not fully pinned; missing: %1 (use --pin KEY=VALUE or --serving FILE)</source>
        <translation>Hinweis: die Serving-Konfiguration ist nicht vollständig festgelegt; es fehlen: %1 (verwenden Sie --pin SCHLÜSSEL=WERT oder --serving DATEI)</translation>
    </message>
    <message>
        <source>stopping: the window ends now; requests in flight get up to %1 s (Ctrl+C again to abort)</source>
        <translation>wird beendet: das Fenster endet jetzt; laufende Anfragen erhalten bis zu %1 s (erneut Strg+C zum Abbrechen)</translation>
    </message>
    <message>
        <source>run %1 is incomplete in the database: %2 of %3 requests were stored (the summary above covers all of them; --csv keeps them)</source>
        <translation>Lauf %1 ist in der Datenbank unvollständig: %2 von %3 Anfragen wurden gespeichert (die Zusammenfassung oben umfasst alle; --csv behält sie)</translation>
    </message>
    <message>
        <source>open-loop runs (%1 prepared runs)</source>
        <translation>Läufe im offenen Regelkreis (%1 vorbereitete Läufe)</translation>
    </message>
    <message>
        <source>open-loop, %1 run arrivals at %2 runs/s</source>
        <translation>offener Regelkreis, %1 Laufankünfte bei %2 Läufen/s</translation>
    </message>
    <message>
        <source>open-loop trace replay of runs by their dependencies (%1 requests, time scale %2)</source>
        <translation>Open-Loop-Trace-Wiedergabe von Läufen anhand ihrer Abhängigkeiten (%1 Anfragen, Zeitskala %2)</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>After the run, join the server&apos;s OTLP request spans in FILE to the requests and print the split of TTFT.</source>
        <translation>Nach dem Lauf die OTLP-Anfrage-Spans des Servers in FILE den Anfragen zuordnen und die Aufteilung der TTFT ausgeben.</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>not kept</source>
        <translation>nicht gehalten</translation>
    </message>
    <message>
        <source>--output-tokens with --self-test takes answer lengths like 20,200</source>
        <translation>--output-tokens mit --self-test nimmt Antwortlängen wie 20,200</translation>
    </message>
    <message>
        <source>--input-tokens needs a whole number above 0</source>
        <translation>--input-tokens braucht eine ganze Zahl über 0</translation>
    </message>
    <message>
        <source>--duration with --self-test is the window per rate, at least 1s</source>
        <translation>--duration mit --self-test ist das Fenster je Rate, mindestens 1s</translation>
    </message>
    <message>
        <source>--rate with --self-test is the first rate of the ladder, above 0 and at most %1</source>
        <translation>--rate mit --self-test ist die erste Rate der Leiter, über 0 und höchstens %1</translation>
    </message>
    <message>
        <source>client self-test: open-loop Poisson arrivals against a zero-compute server, %1 s per rate, %2 prompt tokens; a rate is kept when its p99 schedule lag is at most %3 ms, nothing errs and all is sent</source>
        <translation>Selbsttest des Clients: Poisson-Ankünfte im offenen Regelkreis gegen einen Server ohne Rechenaufwand, %1 s je Rate, %2 Prompt-Tokens; eine Rate gilt als gehalten, wenn ihr p99-Planverzug höchstens %3 ms beträgt, nichts fehlschlägt und alles gesendet wird</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>angeboten</translation>
    </message>
    <message>
        <source>sent/sched</source>
        <translation>gesendet/geplant</translation>
    </message>
    <message>
        <source>done/s</source>
        <translation>fertig/s</translation>
    </message>
    <message>
        <source>lag p50</source>
        <translation>Verzug p50</translation>
    </message>
    <message>
        <source>lag p99</source>
        <translation>Verzug p99</translation>
    </message>
    <message>
        <source>lag max</source>
        <translation>Verzug max</translation>
    </message>
    <message>
        <source>load thread</source>
        <translation>Last-Thread</translation>
    </message>
    <message>
        <source>events/s</source>
        <translation>Ereignisse/s</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>answers of %1 events (ms; the load thread&apos;s share of one core):</source>
        <translation>Antworten aus %1 Ereignissen (ms; Anteil des Last-Threads an einem Kern):</translation>
    </message>
    <message>
        <source>the client said: %1</source>
        <translation>der Client meldete: %1</translation>
    </message>
    <message>
        <source>server: %1; this process may use %2 hardware threads; a plain thread wakes from a 1 ms sleep late by p50 %3 ms, p99 %4 ms, max %5 ms</source>
        <translation>Server: %1; dieser Prozess darf %2 Hardware-Threads nutzen; ein einfacher Thread erwacht aus 1 ms Schlaf verspätet um p50 %3 ms, p99 %4 ms, max %5 ms</translation>
    </message>
    <message>
        <source>interrupted: the ladder stopped early</source>
        <translation>unterbrochen: die Leiter endete vorzeitig</translation>
    </message>
    <message>
        <source>Measure this machine&apos;s client instead: a ladder of rates against a zero-compute server (in-process, or --url), --duration each (default 5s), from --rate (default 250 req/s) doubling until the schedule slips; --output-tokens takes a list (default 20,200). Prints the highest rate kept per answer length.</source>
        <translation>Stattdessen den Client dieser Maschine messen: eine Leiter von Raten gegen einen Server ohne Rechenaufwand (im Prozess oder --url), je --duration (Standard 5s), ab --rate (Standard 250 Anfr./s) verdoppelt, bis der Plan nicht mehr gehalten wird; --output-tokens nimmt eine Liste (Standard 20,200). Gibt die höchste gehaltene Rate je Antwortlänge aus.</translation>
    </message>
</context>
<context>
    <name>BenchInputRepository</name>
    <message>
        <source>the %1 is damaged: %2</source>
        <translation>%1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>workload of project %1</source>
        <translation>das Lastprofil von Projekt %1</translation>
    </message>
    <message>
        <source>SLO of project %1</source>
        <translation>das SLO von Projekt %1</translation>
    </message>
</context>
<context>
    <name>BenchOptions</name>
    <message>
        <source>Endpoint base URL (the server root or its /v1).</source>
        <translation>Basis-URL des Endpunkts (die Server-Wurzel oder ihr /v1).</translation>
    </message>
    <message>
        <source>API flavour: chat or completions.</source>
        <translation>API-Variante: chat oder completions.</translation>
    </message>
    <message>
        <source>Model to request (default: the first one /v1/models lists).</source>
        <translation>Anzufragendes Modell (Standard: das erste, das /v1/models nennt).</translation>
    </message>
    <message>
        <source>Read the API key from this environment variable.</source>
        <translation>Den API-Schlüssel aus dieser Umgebungsvariablen lesen.</translation>
    </message>
    <message>
        <source>Read the API key from the OS keyring (service llmcap).</source>
        <translation>Den API-Schlüssel aus dem Schlüsselbund des Systems lesen (Dienst llmcap).</translation>
    </message>
    <message>
        <source>Extra request header, repeatable.</source>
        <translation>Zusätzlicher Anfrage-Header, wiederholbar.</translation>
    </message>
    <message>
        <source>Project or tenant id sent in the tenant header.</source>
        <translation>Projekt- oder Mandantenkennung, gesendet im Mandanten-Header.</translation>
    </message>
    <message>
        <source>Header name for --tenant.</source>
        <translation>Header-Name für --tenant.</translation>
    </message>
    <message>
        <source>Do not verify TLS certificates.</source>
        <translation>TLS-Zertifikate nicht prüfen.</translation>
    </message>
    <message>
        <source>PEM file of CA certificates to trust.</source>
        <translation>PEM-Datei mit vertrauenswürdigen CA-Zertifikaten.</translation>
    </message>
    <message>
        <source>Use HTTP/2 instead of HTTP/1.1 keep-alive.</source>
        <translation>HTTP/2 statt HTTP/1.1 mit Keep-Alive verwenden.</translation>
    </message>
    <message>
        <source>Prometheus metrics URL (default: &lt;root&gt;/metrics).</source>
        <translation>URL der Prometheus-Metriken (Standard: &lt;Wurzel&gt;/metrics).</translation>
    </message>
    <message>
        <source>Do not scrape the server&apos;s metrics.</source>
        <translation>Die Metriken des Servers nicht abfragen.</translation>
    </message>
    <message>
        <source>Workload file (JSON or YAML).</source>
        <translation>Lastdatei (JSON oder YAML).</translation>
    </message>
    <message>
        <source>Replay a timed trace (JSON Lines) instead of drawing arrivals.</source>
        <translation>Einen zeitgestempelten Trace (JSON Lines) wiedergeben, statt Ankünfte zu ziehen.</translation>
    </message>
    <message>
        <source>Multiply trace timestamps by X (0.5 replays twice as fast).</source>
        <translation>Trace-Zeitstempel mit X multiplizieren (0.5 gibt doppelt so schnell wieder).</translation>
    </message>
    <message>
        <source>Without a workload file: prompt length of every request.</source>
        <translation>Ohne Lastdatei: Prompt-Länge jeder Anfrage.</translation>
    </message>
    <message>
        <source>Without a workload file: output length of every request.</source>
        <translation>Ohne Lastdatei: Ausgabelänge jeder Anfrage.</translation>
    </message>
    <message>
        <source>Arrival process: poisson, gamma:B (burstiness B) or constant.</source>
        <translation>Ankunftsprozess: poisson, gamma:B (Burstiness B) oder constant.</translation>
    </message>
    <message>
        <source>Seed: the same seed sends the same requests at every rate.</source>
        <translation>Seed: derselbe Seed sendet bei jeder Rate dieselben Anfragen.</translation>
    </message>
    <message>
        <source>Mean request rate (requests per second), open loop.</source>
        <translation>Mittlere Anfragerate (Anfragen pro Sekunde), offene Schleife.</translation>
    </message>
    <message>
        <source>Closed loop with N concurrent users instead (comparison only).</source>
        <translation>Stattdessen geschlossene Schleife mit N gleichzeitigen Nutzern (nur zum Vergleich).</translation>
    </message>
    <message>
        <source>Measurement window (e.g. 60s, 5m).</source>
        <translation>Messfenster (z. B. 60s, 5m).</translation>
    </message>
    <message>
        <source>Warm-up before the window, sent but not measured.</source>
        <translation>Aufwärmphase vor dem Fenster, gesendet, aber nicht gemessen.</translation>
    </message>
    <message>
        <source>Warm-up as a number of first requests instead.</source>
        <translation>Aufwärmphase stattdessen als Anzahl erster Anfragen.</translation>
    </message>
    <message>
        <source>Per-request timeout.</source>
        <translation>Zeitlimit pro Anfrage.</translation>
    </message>
    <message>
        <source>How long requests in flight may finish after the window.</source>
        <translation>Wie lange laufende Anfragen nach dem Fenster noch fertig werden dürfen.</translation>
    </message>
    <message>
        <source>Safety cap on requests in flight (0: none); requests waiting for it count as client queueing.</source>
        <translation>Sicherheitsgrenze für gleichzeitig laufende Anfragen (0: keine); darauf wartende Anfragen zählen als clientseitige Warteschlange.</translation>
    </message>
    <message>
        <source>p99 schedule lag above which the run is client-limited (default: the setting, 5 ms).</source>
        <translation>p99-Planungsverzug, ab dem der Lauf clientbegrenzt ist (Standard: die Einstellung, 5 ms).</translation>
    </message>
    <message>
        <source>SLO file: report attainment and goodput against it.</source>
        <translation>SLO-Datei: Erfüllungsgrad und Goodput dagegen berichten.</translation>
    </message>
    <message>
        <source>Keep prompt and output text in the database (off by default).</source>
        <translation>Prompt- und Ausgabetext in der Datenbank behalten (standardmäßig aus).</translation>
    </message>
    <message>
        <source>Serving-configuration file completing what the endpoint reveals.</source>
        <translation>Datei mit Serving-Konfiguration, die ergänzt, was der Endpunkt preisgibt.</translation>
    </message>
    <message>
        <source>Serving setting KEY=VALUE (e.g. gpu_type=H100), repeatable.</source>
        <translation>Serving-Einstellung SCHLÜSSEL=WERT (z. B. gpu_type=H100), wiederholbar.</translation>
    </message>
    <message>
        <source>A label for the run.</source>
        <translation>Eine Bezeichnung für den Lauf.</translation>
    </message>
    <message>
        <source>%1: unknown serving setting &apos;%2&apos;</source>
        <translation>%1: unbekannte Serving-Einstellung „%2“</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; has an unusable value</source>
        <translation>%1: „%2“ hat einen unbrauchbaren Wert</translation>
    </message>
    <message>
        <source>--url is required</source>
        <translation>--url ist erforderlich</translation>
    </message>
    <message>
        <source>--api must be chat or completions</source>
        <translation>--api muss chat oder completions sein</translation>
    </message>
    <message>
        <source>--header &apos;%1&apos; must look like &apos;Name: value&apos;</source>
        <translation>--header „%1“ muss wie „Name: Wert“ aussehen</translation>
    </message>
    <message>
        <source>give --workload FILE, --trace FILE or --input-tokens and --output-tokens</source>
        <translation>geben Sie --workload DATEI, --trace DATEI oder --input-tokens und --output-tokens an</translation>
    </message>
    <message>
        <source>--input-tokens and --output-tokens go without --workload</source>
        <translation>--input-tokens und --output-tokens gehören nicht zu --workload</translation>
    </message>
    <message>
        <source>give either --rate R (open loop) or --users N (closed loop)</source>
        <translation>geben Sie entweder --rate R (offene Schleife) oder --users N (geschlossene Schleife) an</translation>
    </message>
    <message>
        <source>--rate must be a number above 0</source>
        <translation>--rate muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <source>--users must be a whole number above 0</source>
        <translation>--users muss eine ganze Zahl über 0 sein</translation>
    </message>
    <message>
        <source>a sweep sets the rate itself: it takes --workload or --input-tokens/--output-tokens, not --trace or --users</source>
        <translation>ein Sweep setzt die Rate selbst: er nimmt --workload oder --input-tokens/--output-tokens, nicht --trace oder --users</translation>
    </message>
    <message>
        <source>use --trace FILE to replay a trace</source>
        <translation>verwenden Sie --trace DATEI, um einen Trace wiederzugeben</translation>
    </message>
    <message>
        <source>--duration and --warmup take times like 60s, 5m or 500ms</source>
        <translation>--duration und --warmup erwarten Zeiten wie 60s, 5m oder 500ms</translation>
    </message>
    <message>
        <source>--warmup-requests must be a whole number</source>
        <translation>--warmup-requests muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>--seed must be a non-negative whole number</source>
        <translation>--seed muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>--time-scale must be a number above 0</source>
        <translation>--time-scale muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <source>--timeout and --drain-timeout take times like 30s or 2m</source>
        <translation>--timeout und --drain-timeout erwarten Zeiten wie 30s oder 2m</translation>
    </message>
    <message>
        <source>--max-in-flight must be a whole number (0: no cap)</source>
        <translation>--max-in-flight muss eine ganze Zahl sein (0: keine Grenze)</translation>
    </message>
    <message>
        <source>--lag-bound must be a number of milliseconds above 0</source>
        <translation>--lag-bound muss eine Millisekundenzahl über 0 sein</translation>
    </message>
    <message>
        <source>--pin &apos;%1&apos;: use KEY=VALUE with a serving setting such as gpu_type, gpu_count or tensor_parallel</source>
        <translation>--pin „%1“: verwenden Sie SCHLÜSSEL=WERT mit einer Serving-Einstellung wie gpu_type, gpu_count oder tensor_parallel</translation>
    </message>
    <message>
        <source>--pin &apos;%1&apos;: unusable value</source>
        <translation>--pin „%1“: unbrauchbarer Wert</translation>
    </message>
    <message>
        <source>--input-tokens and --output-tokens need whole numbers above 0</source>
        <translation>--input-tokens und --output-tokens brauchen ganze Zahlen über 0</translation>
    </message>
    <message>
        <source>How long the run&apos;s end keeps trying to store requests the database would not take (busy or full) before it marks the run incomplete.</source>
        <translation>Wie lange das Ende des Laufs versucht, Anfragen zu speichern, die die Datenbank nicht annahm (belegt oder voll), bevor es den Lauf als unvollständig markiert.</translation>
    </message>
    <message>
        <source>--store-retry takes a time like 30s or 2m</source>
        <translation>--store-retry erwartet eine Zeit wie 30s oder 2m</translation>
    </message>
    <message>
        <source>--url and --builtin exclude each other: sweep an endpoint or the built-in server</source>
        <translation>--url und --builtin schließen einander aus: messen Sie einen Endpunkt oder den eingebauten Server</translation>
    </message>
    <message>
        <source>--url or --builtin PRESET is required</source>
        <translation>--url oder --builtin VORGABE ist erforderlich</translation>
    </message>
    <message>
        <source>Send every trace entry at its timestamp, also the calls of recorded runs (by default a trace with run fields replays its runs: a call waits for the calls it depends on).</source>
        <translation>Jeden Trace-Eintrag zu seinem Zeitstempel senden, auch die Aufrufe aufgezeichneter Läufe (standardmäßig spielt ein Trace mit Lauf-Feldern seine Läufe ab: ein Aufruf wartet auf die Aufrufe, von denen er abhängt).</translation>
    </message>
    <message>
        <source>--users %1 is above the cap of %2 requests in flight; raise --max-in-flight (0: no cap) to open that many connections</source>
        <translation>--users %1 liegt über der Grenze von %2 gleichzeitig laufenden Anfragen; erhöhen Sie --max-in-flight (0: keine Grenze), um so viele Verbindungen zu öffnen</translation>
    </message>
    <message>
        <source>How long a request may wait for its connection.</source>
        <translation>Wie lange eine Anfrage auf ihre Verbindung warten darf.</translation>
    </message>
    <message>
        <source>How long a sent request may wait for the answer&apos;s first byte (default: --timeout).</source>
        <translation>Wie lange eine gesendete Anfrage auf das erste Byte der Antwort warten darf (Standard: --timeout).</translation>
    </message>
    <message>
        <source>Longest pause between two bytes of an answer (0: none).</source>
        <translation>Längste Pause zwischen zwei Bytes einer Antwort (0: keine).</translation>
    </message>
    <message>
        <source>--connect-timeout, --first-byte-timeout and --idle-timeout take times like 10s or 2m</source>
        <translation>--connect-timeout, --first-byte-timeout und --idle-timeout nehmen Zeiten wie 10s oder 2m</translation>
    </message>
</context>
<context>
    <name>BoundaryEstimate</name>
    <message>
        <source>the steps judged different SLO constraints</source>
        <translation>die Stufen wurden nach unterschiedlichen SLO-Vorgaben beurteilt</translation>
    </message>
    <message>
        <source>fewer than 3 steps near the boundary have SLO counts</source>
        <translation>weniger als 3 Stufen nahe der Grenze haben SLO-Zählungen</translation>
    </message>
    <message>
        <source>the misses of an SLO constraint do not rise with the rate clearly enough to fit</source>
        <translation>die Verfehlungen einer SLO-Vorgabe steigen nicht deutlich genug mit der Rate, um eine Kurve anzupassen</translation>
    </message>
    <message>
        <source>no SLO constraint was missed near the boundary</source>
        <translation>nahe der Grenze wurde keine SLO-Vorgabe verfehlt</translation>
    </message>
    <message>
        <source>the fitted boundary lies outside the steps</source>
        <translation>die angepasste Grenze liegt außerhalb der Stufen</translation>
    </message>
    <message>
        <source>no rate the sweep tried failed the SLO: the twin&apos;s boundary would not be checked against a failing step</source>
        <translation>keine getestete Rate hat das SLO verfehlt: die Grenze des Zwillings wäre an keiner fehlgeschlagenen Stufe geprüft</translation>
    </message>
    <message>
        <source>calibrated twin</source>
        <translation>kalibrierter Zwilling</translation>
    </message>
    <message>
        <source>attainment fit</source>
        <translation>Erfüllungsgrad-Fit</translation>
    </message>
    <message>
        <source>edge pairs</source>
        <translation>Kantenpaare</translation>
    </message>
    <message>
        <source>calibrated twin (modeled from the sweep&apos;s own requests, checked on %1 steps)</source>
        <translation>kalibrierter Zwilling (modelliert aus den Anfragen des Sweeps, an %1 Stufen geprüft)</translation>
    </message>
    <message>
        <source>%1 (empirical: twin not used: %2)</source>
        <translation>%1 (empirisch: Zwilling nicht verwendet: %2)</translation>
    </message>
    <message>
        <source>%1 (empirical: the twin failed its check on %2 of %3 steps)</source>
        <translation>%1 (empirisch: der Zwilling hat seine Prüfung an %2 von %3 Stufen nicht bestanden)</translation>
    </message>
</context>
<context>
    <name>BoundarySearch</name>
    <message>
        <source>the start rate must be above 0 req/s</source>
        <translation>die Startrate muss über 0 Anfragen/s liegen</translation>
    </message>
    <message>
        <source>the minimum rate must be above 0 and at most the start rate</source>
        <translation>die Mindestrate muss über 0 und höchstens bei der Startrate liegen</translation>
    </message>
    <message>
        <source>the maximum rate (%1 req/s) is below the start rate (%2 req/s)</source>
        <translation>die Höchstrate (%1 Anfragen/s) liegt unter der Startrate (%2 Anfragen/s)</translation>
    </message>
    <message>
        <source>the growth factor must be above 1</source>
        <translation>der Wachstumsfaktor muss über 1 liegen</translation>
    </message>
    <message>
        <source>the tolerance must be between 0 and 1 (e.g. 0.05)</source>
        <translation>die Toleranz muss zwischen 0 und 1 liegen (z. B. 0,05)</translation>
    </message>
    <message>
        <source>repeats must be between 1 and 20</source>
        <translation>die Wiederholungen müssen zwischen 1 und 20 liegen</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>Suche läuft</translation>
    </message>
    <message>
        <source>boundary between %1 and %2 req/s</source>
        <translation>Grenze zwischen %1 und %2 Anfragen/s</translation>
    </message>
    <message>
        <source>the SLO still holds at the maximum rate %1 req/s; the boundary lies above it</source>
        <translation>das SLO hält noch bei der Höchstrate %1 Anfragen/s; die Grenze liegt darüber</translation>
    </message>
    <message>
        <source>no step met the SLO, down to %1 req/s</source>
        <translation>kein Schritt hat das SLO erfüllt, bis hinab zu %1 Anfragen/s</translation>
    </message>
    <message>
        <source>the client could not offer the load on schedule (client-limited); the boundary is at least the last passing rate</source>
        <translation>der Client konnte die Last nicht planmäßig anbieten (clientbegrenzt); die Grenze liegt mindestens bei der letzten bestandenen Rate</translation>
    </message>
    <message>
        <source>the repeats contradicted an edge, so the bracket was reopened (%1x)</source>
        <translation>die Wiederholungen widersprachen einer Grenze, daher wurde das Intervall neu geöffnet (%1×)</translation>
    </message>
    <message>
        <source>the bracket may be reopened between 0 and 10 times</source>
        <translation>das Intervall darf 0- bis 10-mal neu geöffnet werden</translation>
    </message>
    <message>
        <source>the confirmation run lasts 0 s (none) to 24 h, not %1 s</source>
        <translation>der Bestätigungslauf dauert 0 s (keiner) bis 24 h, nicht %1 s</translation>
    </message>
    <message>
        <source>the %1 s confirmation run was client-limited; the rate is not confirmed</source>
        <translation>der Bestätigungslauf über %1 s war clientbegrenzt; die Rate ist nicht bestätigt</translation>
    </message>
    <message>
        <source>the confirmation&apos;s confidence is 0 (none) or between 0.5 and 1, not %1</source>
        <translation>die Konfidenz der Bestätigung ist 0 (keine) oder liegt zwischen 0,5 und 1, nicht %1</translation>
    </message>
    <message>
        <source>a %1 s confirmation run held at %2 req/s (run %3)</source>
        <translation>ein Bestätigungslauf über %1 s hielt bei %2 Anfr./s (Lauf %3)</translation>
    </message>
    <message>
        <source>confirming at %1 req/s</source>
        <translation>Bestätigung bei %1 Anfr./s</translation>
    </message>
    <message>
        <source>no safe rate found: no confirmation run held (runs of up to %1 s), down to %2 req/s in %3 runs; the boundary lies below it</source>
        <translation>keine sichere Rate gefunden: kein Bestätigungslauf hielt (Läufe von bis zu %1 s), bis hinab zu %2 Anfr./s in %3 Läufen; die Grenze liegt darunter</translation>
    </message>
    <message>
        <source>a %1 s confirmation run held at %2 runs/s (%3 calls/s; confirmation run %4)</source>
        <translation>ein Bestätigungslauf von %1 s hielt bei %2 runs/s (%3 Aufrufe/s; Bestätigungslauf %4)</translation>
    </message>
    <message>
        <source>a %1 s confirmation run held at %2 runs/s (confirmation run %3)</source>
        <translation>ein Bestätigungslauf von %1 s hielt bei %2 runs/s (Bestätigungslauf %3)</translation>
    </message>
    <message>
        <source>confirming at %1 runs/s (%2 calls/s)</source>
        <translation>Bestätigung bei %1 runs/s (%2 Aufrufe/s)</translation>
    </message>
    <message>
        <source>confirming at %1 runs/s</source>
        <translation>Bestätigung bei %1 runs/s</translation>
    </message>
    <message>
        <source>no safe rate found: no confirmation run held (runs of up to %1 s), down to %2 runs/s (%3 calls/s) in %4 confirmation runs; the boundary lies below it</source>
        <translation>keine sichere Rate gefunden: kein Bestätigungslauf hielt (Läufe bis %1 s), hinunter bis %2 runs/s (%3 Aufrufe/s) in %4 Bestätigungsläufen; die Grenze liegt darunter</translation>
    </message>
    <message>
        <source>no safe rate found: no confirmation run held (runs of up to %1 s), down to %2 runs/s in %3 confirmation runs; the boundary lies below it</source>
        <translation>keine sichere Rate gefunden: kein Bestätigungslauf hielt (Läufe bis %1 s), hinunter bis %2 runs/s in %3 Bestätigungsläufen; die Grenze liegt darunter</translation>
    </message>
    <message>
        <source>boundary between %1 and %2 runs/s (%3-%4 calls/s)</source>
        <translation>Grenze zwischen %1 und %2 runs/s (%3-%4 Aufrufe/s)</translation>
    </message>
    <message>
        <source>boundary between %1 and %2 runs/s</source>
        <translation>Grenze zwischen %1 und %2 runs/s</translation>
    </message>
    <message>
        <source>the SLO still holds at the maximum rate %1 runs/s (%2 calls/s); the boundary lies above it</source>
        <translation>das SLO hält noch bei der Höchstrate %1 runs/s (%2 Aufrufe/s); die Grenze liegt darüber</translation>
    </message>
    <message>
        <source>the SLO still holds at the maximum rate %1 runs/s; the boundary lies above it</source>
        <translation>das SLO hält noch bei der Höchstrate %1 runs/s; die Grenze liegt darüber</translation>
    </message>
    <message>
        <source>no step met the SLO, down to %1 runs/s (%2 calls/s)</source>
        <translation>kein Schritt erfüllte das SLO, hinunter bis %1 runs/s (%2 Aufrufe/s)</translation>
    </message>
    <message>
        <source>no step met the SLO, down to %1 runs/s</source>
        <translation>kein Schritt erfüllte das SLO, hinunter bis %1 runs/s</translation>
    </message>
    <message>
        <source>the %1 s confirmation run at %2 %3 missed the SLO&apos;s confidence test, and the twin refitted with it still reproduces every step: the twin&apos;s rate stands</source>
        <translation>der Bestätigungslauf von %1 s bei %2 %3 hat den Konfidenztest des SLO verfehlt, und der damit neu angepasste Zwilling gibt weiterhin jede Stufe wieder: die Rate des Zwillings gilt</translation>
    </message>
    <message>
        <source>runs/s</source>
        <translation>Läufe/s</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>the %1 s confirmation run at %2 %3 (run %4; the one before missed the SLO&apos;s target) missed the SLO&apos;s confidence test, and the twin refitted with it still reproduces every step: plans use at most that rate</source>
        <translation>der Bestätigungslauf von %1 s bei %2 %3 (Lauf %4; der vorige hat das Ziel des SLO verfehlt) hat den Konfidenztest des SLO verfehlt, und der damit neu angepasste Zwilling gibt weiterhin jede Stufe wieder: Pläne nutzen höchstens diese Rate</translation>
    </message>
</context>
<context>
    <name>BreachRisk</name>
    <message>
        <source>must be a percentage above 0 and below 50 (got %1)</source>
        <translation>muss ein Prozentsatz über 0 und unter 50 sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>modeled from sweep %1&apos;s twin (%2 draws of the boundary)</source>
        <translation>modelliert aus dem Zwilling von Sweep %1 (%2 Ziehungen der Grenze)</translation>
    </message>
    <message>
        <source>modeled from %2 draws of sweep %1&apos;s boundary</source>
        <translation>modelliert aus %2 Ziehungen der Grenze von Sweep %1</translation>
    </message>
    <message>
        <source>modeled from sweep %1&apos;s 95 % interval, log-normal assumed</source>
        <translation>modelliert aus dem 95-%-Intervall von Sweep %1, log-normal angenommen</translation>
    </message>
    <message>
        <source>assumed: %1 boundary draws entered by hand</source>
        <translation>angenommen: %1 von Hand eingetragene Ziehungen der Grenze</translation>
    </message>
    <message>
        <source>assumed: a log-normal over the simulator estimate&apos;s assumed range</source>
        <translation>angenommen: log-normal über den angenommenen Bereich der Simulatorschätzung</translation>
    </message>
    <message>
        <source>assumed: a log-normal over the range entered by hand</source>
        <translation>angenommen: log-normal über den von Hand eingetragenen Bereich</translation>
    </message>
    <message>
        <source>unknown: the sustainable load has no range or draws of its boundary</source>
        <translation>unbekannt: die tragbare Last hat weder Bereich noch Ziehungen ihrer Grenze</translation>
    </message>
    <message>
        <source>Breach probability unknown: the sustainable load has no range or draws of its boundary.</source>
        <translation>Überlastwahrscheinlichkeit unbekannt: die tragbare Last hat weder Bereich noch Ziehungen ihrer Grenze.</translation>
    </message>
    <message>
        <source>Breach probability %1 % with %2 serving replica(s) (target %3 %; %4): no replica count up to %5 reaches the target.</source>
        <translation>Überlastwahrscheinlichkeit %1 % mit %2 bedienenden Replikat(en) (Ziel %3 %; %4): keine Replikatzahl bis %5 erreicht das Ziel.</translation>
    </message>
    <message>
        <source>Breach probability %1 % with %2 serving replica(s) (target %3 %; %4): ABOVE the target; %5 serving replica(s) reach it, and the plan adds %6 (breach probability %7 %).</source>
        <translation>Überlastwahrscheinlichkeit %1 % mit %2 bedienenden Replikat(en) (Ziel %3 %; %4): ÜBER dem Ziel; %5 bedienende Replikat(e) erreichen es, und der Plan fügt %6 hinzu (Überlastwahrscheinlichkeit %7 %).</translation>
    </message>
    <message>
        <source>Breach probability %1 % with %2 serving replica(s) (target %3 %; %4): within the target; %5 serving replica(s) would reach it.</source>
        <translation>Überlastwahrscheinlichkeit %1 % mit %2 bedienenden Replikat(en) (Ziel %3 %; %4): innerhalb des Ziels; %5 bedienende Replikat(e) würden es erreichen.</translation>
    </message>
    <message>
        <source>below 0.01</source>
        <translation>unter 0,01</translation>
    </message>
</context>
<context>
    <name>BuiltinServer</name>
    <message>
        <source>the built-in server has no preset &apos;%1&apos; (known: %2)</source>
        <translation>der eingebaute Server hat keine Vorgabe &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>the built-in server&apos;s speed must be above 0</source>
        <translation>die Geschwindigkeit des eingebauten Servers muss über 0 liegen</translation>
    </message>
    <message>
        <source>cannot start the built-in server: %1</source>
        <translation>der eingebaute Server kann nicht gestartet werden: %1</translation>
    </message>
</context>
<context>
    <name>CapacityPlan</name>
    <message>
        <source>no rollout reserve</source>
        <translation>keine Rollout-Reserve</translation>
    </message>
    <message>
        <source>surge beside the old version</source>
        <translation>zusätzlich neben der alten Version</translation>
    </message>
    <message>
        <source>in-place restarts</source>
        <translation>Neustarts an Ort und Stelle</translation>
    </message>
    <message>
        <source>blue-green: a complete second set</source>
        <translation>Blue-Green: ein vollständiger zweiter Satz</translation>
    </message>
    <message>
        <source>Base (projected peak)</source>
        <translation>Basis (erwartete Spitze)</translation>
    </message>
    <message>
        <source>Growth over the horizon</source>
        <translation>Wachstum im Planungszeitraum</translation>
    </message>
    <message>
        <source>Failure reserve</source>
        <translation>Ausfallreserve</translation>
    </message>
    <message>
        <source>Rollout surge</source>
        <translation>Rollout-Zuschlag</translation>
    </message>
    <message>
        <source>Warm reserve (kept running, included)</source>
        <translation>Warme Reserve (laufend gehalten, enthalten)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>peak %1 calls/s / %2 calls/s per replica (%3); average load needs %4</source>
        <translation>Spitze %1 Aufrufe/s / %2 Aufrufe/s pro Replikat (%3); die Durchschnittslast braucht %4</translation>
    </message>
    <message>
        <source>+%1 % load</source>
        <translation>+%1 % Last</translation>
    </message>
    <message>
        <source>%1: %2 replica(s) lost at once; %3 % of the peak kept</source>
        <translation>%1: %2 Replikat(e) auf einmal verloren; %3 % der Spitze bleiben bedient</translation>
    </message>
    <message>
        <source>start-up %1 s; burst %2 s; recovery %3 s</source>
        <translation>Start %1 s; Lastspitze %2 s; Wiederherstellung %3 s</translation>
    </message>
    <message>
        <source>all envelopes</source>
        <translation>alle Kapazitätsrahmen</translation>
    </message>
    <message>
        <source>No replica count yet: %1</source>
        <translation>Noch keine Replikatzahl: %1</translation>
    </message>
    <message>
        <source>%1 replicas (range %2-%3)</source>
        <translation>%1 Replikate (Bereich %2–%3)</translation>
    </message>
    <message>
        <source>, %1 GPUs (range %2-%3)</source>
        <translation>, %1 GPUs (Bereich %2–%3)</translation>
    </message>
    <message>
        <source> - preliminary</source>
        <translation> – vorläufig</translation>
    </message>
    <message>
        <source>unsafe: no rate held in the confirmation runs</source>
        <translation>unsicher: keine Rate hielt in den Bestätigungsläufen</translation>
    </message>
    <message>
        <source> - UNSAFE: no rate held in the sweep&apos;s confirmation runs</source>
        <translation> - UNSICHER: keine Rate hielt in den Bestätigungsläufen des Sweeps</translation>
    </message>
    <message>
        <source>peak %1 runs/s (%2 calls/s) / %3 runs/s (%4 calls/s) per replica (%5); average load needs %6</source>
        <translation>Spitze %1 runs/s (%2 Aufrufe/s) / %3 runs/s (%4 Aufrufe/s) pro Replik (%5); Durchschnittslast benötigt %6</translation>
    </message>
    <message>
        <source>included in the total</source>
        <translation>in der Summe enthalten</translation>
    </message>
    <message>
        <source>Breach head-room (to the target)</source>
        <translation>Überlastreserve (bis zum Ziel)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CapacityPlanner</name>
    <message>
        <source>class &quot;%1&quot;: %2</source>
        <translation>Klasse „%1“: %2</translation>
    </message>
    <message>
        <source>no sustainable load per replica for &quot;%1&quot;: run a sweep to the SLO boundary, enter a measured value, or use the simulator&apos;s preliminary estimate</source>
        <translation>keine tragbare Last pro Replikat für „%1“: einen Sweep bis zur SLO-Grenze fahren, einen gemessenen Wert eintragen oder die vorläufige Schätzung des Simulators verwenden</translation>
    </message>
    <message>
        <source>envelope &quot;%1&quot;: %2</source>
        <translation>Kapazitätsrahmen „%1“: %2</translation>
    </message>
    <message>
        <source>envelope &quot;%1&quot; uses the product-wide sustainable load, which was not measured with its own workload mix</source>
        <translation>Kapazitätsrahmen „%1“ verwendet die produktweite tragbare Last, die nicht mit seiner eigenen Lastmischung gemessen wurde</translation>
    </message>
    <message>
        <source>no projected load for &quot;%1&quot;</source>
        <translation>keine erwartete Last für „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot survive the loss of its only failure domain: place replicas in at least two</source>
        <translation>„%1“ kann den Verlust seiner einzigen Ausfalldomäne nicht überstehen: Replikate auf mindestens zwei verteilen</translation>
    </message>
    <message>
        <source>the sizing request names no workload class</source>
        <translation>die Kapazitätsanfrage nennt keine Lastklasse</translation>
    </message>
    <message>
        <source>Growth is planned over %1 months.</source>
        <translation>Das Wachstum wird über %1 Monate geplant.</translation>
    </message>
    <message>
        <source>The planning horizon is assumed to be %1 months.</source>
        <translation>Als Planungszeitraum werden %1 Monate angenommen.</translation>
    </message>
    <message>
        <source>The workload classes form %1 separate capacity envelopes, each with its own replicas and admission rules (rate and concurrency limits), so that one class cannot use up another&apos;s queue and KV cache.</source>
        <translation>Die Lastklassen bilden %1 getrennte Kapazitätsrahmen mit je eigenen Replikaten und Zulassungsregeln (Raten- und Parallelitätsgrenzen), damit keine Klasse die Warteschlange und den KV-Cache einer anderen aufbraucht.</translation>
    </message>
    <message>
        <source>Classes %1 share one envelope; their peaks are assumed to coincide, and its sustainable load must be measured with their mix.</source>
        <translation>Die Klassen %1 teilen sich einen Kapazitätsrahmen; ihre Spitzen werden als gleichzeitig angenommen, und seine tragbare Last muss mit ihrer Mischung gemessen werden.</translation>
    </message>
    <message>
        <source>The product accepts reduced capacity during any failure.</source>
        <translation>Das Produkt nimmt bei jedem Ausfall verringerte Kapazität hin.</translation>
    </message>
    <message>
        <source>The product must survive the %1.</source>
        <translation>Das Produkt muss den %1 überstehen.</translation>
    </message>
    <message>
        <source>The product is assumed to have to survive the loss of one replica (no loss to survive given).</source>
        <translation>Angenommen wird, dass das Produkt den Verlust eines Replikats überstehen muss (kein zu überstehender Ausfall angegeben).</translation>
    </message>
    <message>
        <source>After that loss, %1 % of the peak must still be served within the SLO.</source>
        <translation>Nach diesem Ausfall müssen noch %1 % der Spitzenlast innerhalb des SLO bedient werden.</translation>
    </message>
    <message>
        <source>After a loss, the full peak is assumed to be served within the SLO (no degraded capacity given).</source>
        <translation>Angenommen wird, dass nach einem Ausfall die volle Spitzenlast innerhalb des SLO bedient wird (keine verringerte Kapazität angegeben).</translation>
    </message>
    <message>
        <source>Rollouts are assumed to surge %1 replica at a time beside the old version (no rollout strategy given).</source>
        <translation>Angenommen wird, dass Rollouts jeweils %1 Replikat zusätzlich neben der alten Version starten (keine Rollout-Strategie angegeben).</translation>
    </message>
    <message>
        <source>Blue-green rollouts need a complete second set of replicas while they switch.</source>
        <translation>Blue-Green-Rollouts brauchen während des Umschaltens einen vollständigen zweiten Satz Replikate.</translation>
    </message>
    <message>
        <source>Rollouts restart %1 replica(s) at a time; capacity drops while they restart, and old and new versions coexist.</source>
        <translation>Rollouts starten jeweils %1 Replikat(e) neu; solange sinkt die Kapazität, und alte und neue Versionen laufen nebeneinander.</translation>
    </message>
    <message>
        <source>Rollouts add %1 replica(s) at a time beside the old version; old and new versions coexist.</source>
        <translation>Rollouts fügen jeweils %1 Replikat(e) neben der alten Version hinzu; alte und neue Versionen laufen nebeneinander.</translation>
    </message>
    <message>
        <source>Capacity must recover within %1 min after a failure.</source>
        <translation>Nach einem Ausfall muss die Kapazität innerhalb von %1 min wiederhergestellt sein.</translation>
    </message>
    <message>
        <source>A recovery time of %1 min is assumed (none given).</source>
        <translation>Eine Wiederherstellungszeit von %1 min wird angenommen (keine angegeben).</translation>
    </message>
    <message>
        <source>A node has %1 GPUs.</source>
        <translation>Ein Knoten hat %1 GPUs.</translation>
    </message>
    <message>
        <source>A node is assumed to have %1 GPUs (none given).</source>
        <translation>Angenommen werden %1 GPUs pro Knoten (keine Angabe).</translation>
    </message>
    <message>
        <source>One replica uses %1 GPU(s).</source>
        <translation>Ein Replikat belegt %1 GPU(s).</translation>
    </message>
    <message>
        <source>The GPUs per replica are unknown (no replica configuration): GPU totals are left open and a node is assumed to hold one replica.</source>
        <translation>Die GPUs pro Replikat sind unbekannt (keine Replikat-Konfiguration): GPU-Summen bleiben offen, und pro Knoten wird ein Replikat angenommen.</translation>
    </message>
    <message>
        <source>Replicas are spread over %1 failure domains.</source>
        <translation>Die Replikate sind über %1 Ausfalldomänen verteilt.</translation>
    </message>
    <message>
        <source>Replicas are assumed to be spread over %1 failure domains (none given).</source>
        <translation>Angenommen wird eine Verteilung der Replikate über %1 Ausfalldomänen (keine Angabe).</translation>
    </message>
    <message>
        <source>A replica takes %1 s to start (placement, weight load, KV allocation, warm-up, readiness).</source>
        <translation>Ein Replikat braucht %1 s zum Start (Platzierung, Laden der Gewichte, KV-Reservierung, Aufwärmen, Bereitschaft).</translation>
    </message>
    <message>
        <source>A replica is assumed to take %1 s to start (none given).</source>
        <translation>Angenommen werden %1 s Startzeit pro Replikat (keine Angabe).</translation>
    </message>
    <message>
        <source>sweep %1: %2</source>
        <translation>Sweep %1: %2</translation>
    </message>
    <message>
        <source>Sweep %1 did not measure this request</source>
        <translation>Sweep %1 hat nicht diese Anfrage gemessen</translation>
    </message>
    <message>
        <source>The plan divides by the boundary of sweep %1, but %2. A replica sustains another load under another workload, SLO or serving configuration: sweep the request&apos;s own workload and SLO on its serving configuration (the Benchmark page starts from them).</source>
        <translation>Der Plan teilt durch die Grenze von Sweep %1, aber %2. Unter einer anderen Last, einem anderen SLO oder einer anderen Serving-Konfiguration trägt eine Replik eine andere Last: Messen Sie die Last und das SLO der Anfrage auf ihrer Serving-Konfiguration (die Seite Benchmark beginnt damit).</translation>
    </message>
    <message>
        <source>Sweep %1 has no final boundary</source>
        <translation>Sweep %1 hat keine endgültige Grenze</translation>
    </message>
    <message>
        <source>The plan divides by what the sweep found so far: %1. Resume an unfinished sweep, or sweep again with a higher maximum rate when no rate failed, until it ends with a boundary; or choose a finished sweep with one.</source>
        <translation>Der Plan teilt durch das, was der Sweep bisher gefunden hat: %1. Setzen Sie einen unfertigen Sweep fort oder messen Sie erneut mit einer höheren Höchstrate, wenn keine Rate scheiterte, bis er mit einer Grenze endet; oder wählen Sie einen beendeten Sweep mit Grenze.</translation>
    </message>
    <message>
        <source>class &quot;%1&quot; is planned in %2, but the sustainable load of &quot;%3&quot; (%4) is in %5: a plan cannot divide one by the other; sweep the class in the unit it is planned in, or change its plan_unit</source>
        <translation>Klasse „%1“ wird in %2 geplant, aber die tragbare Last von „%3“ (%4) ist in %5: ein Plan kann nicht das eine durch das andere teilen; führen Sie den Sweep der Klasse in der Einheit durch, in der sie geplant wird, oder ändern Sie ihre plan_unit</translation>
    </message>
    <message>
        <source>envelope &quot;%1&quot; mixes classes planned in %2 and in %3 (class &quot;%4&quot;): one envelope has one rate unit</source>
        <translation>Hüllkurve „%1“ mischt Klassen, die in %2 und in %3 geplant werden (Klasse „%4“): eine Hüllkurve hat eine Rateneinheit</translation>
    </message>
    <message>
        <source>Envelope &quot;%1&quot; is planned in runs/s: peak %2 runs/s (%3 calls/s) over %4 runs/s per replica (%5 calls/s at %6 calls per run).</source>
        <translation>Hüllkurve „%1“ wird in runs/s geplant: Spitze %2 runs/s (%3 Aufrufe/s) bei %4 runs/s pro Replik (%5 Aufrufe/s bei %6 Aufrufen pro Lauf).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; would need more than %2 replicas (peak %3 over %4 per replica): check the load answers (users, runs per user, calls per run)</source>
        <translation>&quot;%1&quot; bräuchte mehr als %2 Replikate (Spitze %3 bei %4 je Replikat): Lastangaben prüfen (Nutzer, Läufe je Nutzer, Aufrufe je Lauf)</translation>
    </message>
    <message>
        <source>the sizing request has an answer llmcap cannot use (%1)</source>
        <translation>die Kapazitätsanfrage hat eine Antwort, die llmcap nicht verwenden kann (%1)</translation>
    </message>
    <message>
        <source>envelope &quot;%1&quot;: no replica count keeps the breach probability within %2 %: the boundary&apos;s distribution reaches near zero</source>
        <translation>Kapazitätsrahmen „%1“: keine Replikatzahl hält die Überlastwahrscheinlichkeit innerhalb von %2 %: die Verteilung der Grenze reicht bis nahe null</translation>
    </message>
    <message>
        <source>The serving replicas may fall short of the peak with a probability of at most %1 % (the default breach target; none given).</source>
        <translation>Die bedienenden Replikate dürfen mit einer Wahrscheinlichkeit von höchstens %1 % hinter der Spitze zurückbleiben (das voreingestellte Überlastziel; keines angegeben).</translation>
    </message>
    <message>
        <source>The serving replicas may fall short of the peak with a probability of at most %1 % (the breach target given).</source>
        <translation>Die bedienenden Replikate dürfen mit einer Wahrscheinlichkeit von höchstens %1 % hinter der Spitze zurückbleiben (das angegebene Überlastziel).</translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>Show help for llmcap-cli or for one command.</source>
        <translation>Hilfe zu llmcap-cli oder zu einem Befehl anzeigen.</translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation>Version ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Project database file (default: the user&apos;s application data folder).</source>
        <translation>Projektdatenbank (Standard: der Anwendungsdatenordner des Benutzers).</translation>
    </message>
    <message>
        <source>Write the result as JSON to PATH, or to standard output with &apos;-&apos;.</source>
        <translation>Ergebnis als JSON nach PATH schreiben, mit &apos;-&apos; auf die Standardausgabe.</translation>
    </message>
    <message>
        <source>llmcap %1 - LLM capacity planner, headless.</source>
        <translation>llmcap %1 – LLM-Kapazitätsplaner, ohne Oberfläche.</translation>
    </message>
    <message>
        <source>Exit codes: 0 success; 1 the run failed its own checks; 2 usage error; 3 bad input or data.</source>
        <translation>Exit-Codes: 0 Erfolg; 1 der Lauf hat seine eigenen Prüfungen nicht bestanden; 2 Aufruffehler; 3 ungültige Eingabe oder Daten.</translation>
    </message>
    <message>
        <source>Run &apos;llmcap-cli COMMAND --help&apos; for the options of one command.</source>
        <translation>&apos;llmcap-cli BEFEHL --help&apos; zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Run &apos;llmcap-cli --help&apos; for usage.</source>
        <translation>&apos;llmcap-cli --help&apos; zeigt die Verwendung.</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Run &apos;llmcap-cli --help&apos; for the list of commands.</source>
        <translation>&apos;llmcap-cli --help&apos; listet die Befehle auf.</translation>
    </message>
    <message>
        <source>Run &apos;llmcap-cli %1 --help&apos; for usage.</source>
        <translation>&apos;llmcap-cli %1 --help&apos; zeigt die Verwendung.</translation>
    </message>
    <message>
        <source>Language of messages and reports: de or en (default: the system locale, as LANG sets it).</source>
        <translation>Sprache der Meldungen und Berichte: de oder en (Standard: die Systemsprache, wie LANG sie festlegt).</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;; use one of: %2</source>
        <translation>unbekannte Sprache „%1“; möglich sind: %2</translation>
    </message>
    <message>
        <source>--%1 %2 names the project database&apos;s own file; choose another</source>
        <translation>--%1 %2 nennt eine Datei der Projektdatenbank selbst; wählen Sie eine andere</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Global options:</source>
        <translation>Globale Optionen:</translation>
    </message>
</context>
<context>
    <name>CliContext</name>
    <message>
        <source>this build cannot write PDF files</source>
        <translation>dieser Build kann keine PDF-Dateien schreiben</translation>
    </message>
</context>
<context>
    <name>CliOptions</name>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
</context>
<context>
    <name>ClientSelfTest</name>
    <message>
        <source>the self-test needs answer lengths of at least one token</source>
        <translation>der Selbsttest braucht Antwortlängen von mindestens einem Token</translation>
    </message>
    <message>
        <source>the self-test needs a window of at least 1 s and a first rate above 0 and at most the highest</source>
        <translation>der Selbsttest braucht ein Fenster von mindestens 1 s und eine erste Rate über 0 und höchstens der höchsten</translation>
    </message>
    <message>
        <source>the built-in presets lack tiny-cpu, the self-test&apos;s model</source>
        <translation>den eingebauten Voreinstellungen fehlt tiny-cpu, das Modell des Selbsttests</translation>
    </message>
    <message>
        <source>cannot start the zero-compute server: %1</source>
        <translation>der Server ohne Rechenaufwand startet nicht: %1</translation>
    </message>
    <message>
        <source>in-process zero-compute server at %1 (a thread of its own)</source>
        <translation>Server ohne Rechenaufwand im Prozess unter %1 (ein eigener Thread)</translation>
    </message>
    <message>
        <source>zero-compute server at %1 (given)</source>
        <translation>Server ohne Rechenaufwand unter %1 (angegeben)</translation>
    </message>
    <message>
        <source>the self-test&apos;s server: %1</source>
        <translation>der Server des Selbsttests: %1</translation>
    </message>
    <message>
        <source>cannot make a temporary folder for the self-test&apos;s database: %1</source>
        <translation>kein temporärer Ordner für die Datenbank des Selbsttests: %1</translation>
    </message>
    <message>
        <source>the self-test&apos;s server answered every request with an error at %1 req/s: is it a zero-compute server?</source>
        <translation>der Server des Selbsttests beantwortete bei %1 Anfr./s jede Anfrage mit einem Fehler: ist es ein Server ohne Rechenaufwand?</translation>
    </message>
    <message>
        <source>the self-test cannot start its run at %1 req/s: %2</source>
        <translation>der Selbsttest kann seinen Lauf bei %1 Anfr./s nicht starten: %2</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>%1 is a directory, not an llmcap database</source>
        <translation>%1 ist ein Ordner, keine llmcap-Datenbank</translation>
    </message>
    <message>
        <source>cannot read %1: permission denied</source>
        <translation>%1 kann nicht gelesen werden: Zugriff verweigert</translation>
    </message>
    <message>
        <source>%1 is not an llmcap database (not an SQLite file); it was left unchanged</source>
        <translation>%1 ist keine llmcap-Datenbank (keine SQLite-Datei); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database that llmcap did not write; it was left unchanged</source>
        <translation>%1 ist eine SQLite-Datenbank, die nicht von llmcap stammt; sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 was written by a newer llmcap (schema %2; this version reads up to %3); it was left unchanged</source>
        <translation>%1 wurde von einem neueren llmcap geschrieben (Schema %2; diese Version liest bis %3); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>cannot create %1: the folder %2 does not exist</source>
        <translation>%1 kann nicht angelegt werden: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot upgrade %1: %2</source>
        <translation>%1 kann nicht aktualisiert werden: %2</translation>
    </message>
</context>
<context>
    <name>DatabaseHolders</name>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>a process</source>
        <translation>ein Prozess</translation>
    </message>
</context>
<context>
    <name>DemoCommand</name>
    <message>
        <source>demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>demo sweep of envelope %1, %2 simulated at %3x speed</source>
        <translation>Demo-Sweep des Kapazitätsrahmens %1, %2 simuliert mit %3-facher Geschwindigkeit</translation>
    </message>
    <message>
        <source>Run the whole loop on the demo project: simulated server, sweep, plan, reports.</source>
        <translation>Den ganzen Ablauf am Demoprojekt ausführen: simulierter Server, Sweep, Plan, Berichte.</translation>
    </message>
    <message>
        <source>Folder for the reports (created if missing).</source>
        <translation>Ordner für die Berichte (wird bei Bedarf angelegt).</translation>
    </message>
    <message>
        <source>A short smoke run (under a minute; rough boundary).</source>
        <translation>Ein kurzer Probelauf (unter einer Minute; grobe Grenze).</translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second (default 1, 4 with --quick).</source>
        <translation>Simulierte Sekunden pro Sekunde Echtzeit (Standard 1, mit --quick 4).</translation>
    </message>
    <message>
        <source>p99 schedule lag above which a step is client-limited (default 50 ms, 1000 ms with --quick).</source>
        <translation>p99-Planverzug, ab dem eine Stufe durch den Client begrenzt ist (Standard 50 ms, mit --quick 1000 ms).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--speed takes a number from 0.1 to 20</source>
        <translation>--speed erwartet eine Zahl von 0,1 bis 20</translation>
    </message>
    <message>
        <source>--lag-bound takes milliseconds</source>
        <translation>--lag-bound erwartet Millisekunden</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Simulated server: preset %1 (%2) on %3, running %4x faster than real time: its latencies are %4x shorter and its capacity %4x higher than the simulated replica&apos;s.</source>
        <translation>Simulierter Server: Vorgabe %1 (%2) auf %3, läuft %4-mal schneller als Echtzeit: Seine Latenzen sind %4-mal kürzer und seine Kapazität %4-mal höher als die des simulierten Replikats.</translation>
    </message>
    <message>
        <source>Workload: the demo request&apos;s envelope %1 (%2); SLO: %3 objectives, errors at most %4 %.</source>
        <translation>Last: Kapazitätsrahmen %1 der Demo-Anfrage (%2); SLO: %3 Ziele, Fehler höchstens %4 %.</translation>
    </message>
    <message>
        <source>step %1: %2 req/s for %3-%4 s after %5 s warm-up</source>
        <translation>Stufe %1: %2 Anfr./s für %3–%4 s nach %5 s Aufwärmphase</translation>
    </message>
    <message>
        <source>  ... %1 s, %2 requests finished, about %3 step(s) left</source>
        <translation>  ... %1 s, %2 Anfragen fertig, noch etwa %3 Stufe(n)</translation>
    </message>
    <message>
        <source>Sweep %1 to the SLO boundary (stored with project &quot;%2&quot;)</source>
        <translation>Sweep %1 bis zur SLO-Grenze (gespeichert mit Projekt „%2“)</translation>
    </message>
    <message>
        <source>The machine was too busy to send the requests on schedule (p99 schedule lag above %1 ms). Close other programs, or rerun with a larger --lag-bound (the lag is part of every TTFT measured, so a larger bound only costs accuracy).</source>
        <translation>Der Rechner war zu ausgelastet, um die Anfragen planmäßig zu senden (p99-Planverzug über %1 ms). Andere Programme schließen oder mit größerem --lag-bound neu starten (der Verzug steckt in jeder gemessenen TTFT, eine größere Grenze kostet also nur Genauigkeit).</translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Kein Plan: %1</translation>
    </message>
    <message>
        <source>Plan %1 of project &quot;%2&quot;: %3</source>
        <translation>Plan %1 des Projekts „%2“: %3</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Done in %1 s.</source>
        <translation>Fertig nach %1 s.</translation>
    </message>
    <message>
        <source>Starts the built-in simulated server in-process with the preset of the demo deployment (Llama 3.1 8B on one H100), sweeps the demo project&apos;s workload to the boundary of its SLO, stores the sweep in the database with the demo project, builds the plan from the demo sizing request with the sweep&apos;s boundary and writes plan.pdf, plan.csv, plan.json, sweep-steps.csv and requests.csv into --out.

The simulated server runs in real time (several minutes); with --speed X it runs X times faster: its latencies are shorter and its capacity higher by that factor, so the boundary is then that of a replica X times as fast as the simulated one. --quick runs a few short steps (under a minute; the boundary is rough). Exit codes: 0 done; 1 the sweep found no rate that meets the SLO (for example because the machine was too busy to send on schedule); 2 usage error; 3 bad input (database, files).</source>
        <translation>Startet den eingebauten simulierten Server im Prozess mit dem Preset der Demo-Bereitstellung (Llama 3.1 8B auf einer H100), fährt die Last des Demo-Projekts bis zur Grenze seines SLO hoch, speichert den Sweep mit dem Demo-Projekt in der Datenbank, erstellt den Plan aus der Demo-Dimensionierungsanfrage mit der Grenze des Sweeps und schreibt plan.pdf, plan.csv, plan.json, sweep-steps.csv und requests.csv nach --out.

Der simulierte Server läuft in Echtzeit (einige Minuten); mit --speed X läuft er X-mal schneller: seine Latenzen sind um diesen Faktor kürzer und seine Kapazität höher, die Grenze ist dann die einer X-mal so schnellen Replika. --quick führt wenige kurze Stufen aus (unter einer Minute; die Grenze ist grob). Exit-Codes: 0 fertig; 1 der Sweep fand keine Rate, die das SLO erfüllt (etwa weil der Rechner zu beschäftigt war, pünktlich zu senden); 2 Bedienfehler; 3 fehlerhafte Eingabe (Datenbank, Dateien).</translation>
    </message>
    <message>
        <source>Simulated server: preset %1 (%2) on %3, in real time.</source>
        <translation>Simulierter Server: Preset %1 (%2) auf %3, in Echtzeit.</translation>
    </message>
    <message>
        <source>Measured by llmcap-cli demo on the built-in simulated server (preset %1) in real time: the simulated replica&apos;s load, not a measurement of the target hardware.</source>
        <translation>Gemessen von llmcap-cli demo auf dem eingebauten simulierten Server (Preset %1) in Echtzeit: die Last der simulierten Replika, keine Messung auf der Zielhardware.</translation>
    </message>
    <message>
        <source>step %1: confirmation at %2 req/s for %3 s after %4 s warm-up</source>
        <translation>Stufe %1: Bestätigung bei %2 Anfr./s über %3 s nach %4 s Aufwärmphase</translation>
    </message>
    <message>
        <source>  sustainable load per replica: at least %1 req/s, a lower bound: no rate sweep %2 tried failed the SLO</source>
        <translation>  tragbare Last pro Replik: mindestens %1 req/s, eine Untergrenze: keine Rate, die Sweep %2 versucht hat, verfehlte das SLO</translation>
    </message>
    <message>
        <source>  preliminary: %1: %2</source>
        <translation>  vorläufig: %1: %2</translation>
    </message>
    <message>
        <source>stopped; continue the sweep on a fresh built-in server with: llmcap-cli sweep --resume %1</source>
        <translation>angehalten; den Sweep auf einem frischen eingebauten Server fortsetzen mit: llmcap-cli sweep --resume %1</translation>
    </message>
    <message>
        <source>Measured by llmcap-cli demo on the built-in simulated server (preset %1) running %2x faster than real time, converted to the simulated replica&apos;s own time: not a measurement of the target hardware.</source>
        <translation>Gemessen von llmcap-cli demo auf dem eingebauten simulierten Server (Preset %1), der %2-mal schneller als Echtzeit lief, umgerechnet in die eigene Zeit des simulierten Replikats: keine Messung der Zielhardware.</translation>
    </message>
    <message>
        <source>  sustainable load per replica: %1 req/s, the rate sweep %2 plans at (its boundary %3 req/s, interval %4-%5)</source>
        <translation>  tragbare Last pro Replikat: %1 Anfr./s, die Rate, mit der Sweep %2 plant (seine Grenze %3 Anfr./s, Intervall %4-%5)</translation>
    </message>
    <message>
        <source>  ... %1 s, modelling the long run</source>
        <translation>  ... %1 s, der lange Lauf wird modelliert</translation>
    </message>
</context>
<context>
    <name>DemoProject</name>
    <message>
        <source>Demo project</source>
        <translation>Demo-Projekt</translation>
    </message>
    <message>
        <source>A support assistant for 400 agents, sized the way the guide asks.</source>
        <translation>Ein Support-Assistent für 400 Mitarbeitende, dimensioniert so, wie der Leitfaden es verlangt.</translation>
    </message>
</context>
<context>
    <name>Deployment</name>
    <message>
        <source>no model chosen</source>
        <translation>kein Modell gewählt</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot; (catalog: %2)</source>
        <translation>unbekanntes Modell „%1“ (Katalog: %2)</translation>
    </message>
    <message>
        <source>no GPU chosen</source>
        <translation>keine GPU gewählt</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot; (catalog: %2)</source>
        <translation>unbekannte GPU „%1“ (Katalog: %2)</translation>
    </message>
    <message>
        <source>%1 does not fit on up to 8 x %2 at this precision</source>
        <translation>%1 passt in dieser Genauigkeit nicht auf bis zu 8 x %2</translation>
    </message>
    <message>
        <source>must be one of %1 (got &quot;%2&quot;)</source>
        <translation>muss eines von %1 sein (gefunden: „%2“)</translation>
    </message>
    <message>
        <source>a replica configuration needs both a model and a GPU</source>
        <translation>eine Replikat-Konfiguration braucht ein Modell und eine GPU</translation>
    </message>
</context>
<context>
    <name>Documentation</name>
    <message>
        <source>The desktop app</source>
        <translation>Die Desktop-App</translation>
    </message>
    <message>
        <source>Command-line reference</source>
        <translation>Referenz der Kommandozeile</translation>
    </message>
    <message>
        <source>How a sweep finds the SLO boundary</source>
        <translation>Wie ein Sweep die SLO-Grenze findet</translation>
    </message>
    <message>
        <source>Fleet validation</source>
        <translation>Flottenvalidierung</translation>
    </message>
    <message>
        <source>Telemetry: shape and derived workload</source>
        <translation>Telemetrie: Form und abgeleitete Last</translation>
    </message>
    <message>
        <source>Metric definitions</source>
        <translation>Metrik-Definitionen</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>Dateiformate</translation>
    </message>
    <message>
        <source>The built-in simulated server</source>
        <translation>Der eingebaute simulierte Server</translation>
    </message>
    <message>
        <source>Results from peer tools</source>
        <translation>Ergebnisse anderer Werkzeuge</translation>
    </message>
    <message>
        <source>Per-request server timing</source>
        <translation>Serverzeiten pro Anfrage</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
</context>
<context>
    <name>DrillScript</name>
    <message>
        <source>drill line %1: expected &apos;at TIME: ACTION&apos;, got &apos;%2&apos;</source>
        <translation>Übungszeile %1: erwartet &apos;at ZEIT: AKTION&apos;, erhalten &apos;%2&apos;</translation>
    </message>
    <message>
        <source>drill line %1: unreadable time &apos;%2&apos; (write e.g. 90s, 10m, 1h30m)</source>
        <translation>Übungszeile %1: unlesbare Zeit &apos;%2&apos; (schreiben Sie z. B. 90s, 10m, 1h30m)</translation>
    </message>
    <message>
        <source>drill line %1: &apos;%2&apos; needs a replica number from 1, got &apos;%3&apos;</source>
        <translation>Übungszeile %1: &apos;%2&apos; benötigt eine Replik-Nummer ab 1, erhalten &apos;%3&apos;</translation>
    </message>
    <message>
        <source>drill line %1: &apos;%2&apos; needs a node name</source>
        <translation>Übungszeile %1: &apos;%2&apos; benötigt einen Knotennamen</translation>
    </message>
    <message>
        <source>drill line %1: &apos;%2&apos; takes no argument, got &apos;%3&apos;</source>
        <translation>Übungszeile %1: &apos;%2&apos; nimmt kein Argument, erhalten &apos;%3&apos;</translation>
    </message>
    <message>
        <source>drill line %1: unknown action &apos;%2&apos;; expected one of: %3</source>
        <translation>Übungszeile %1: unbekannte Aktion &apos;%2&apos;; erwartet eine von: %3</translation>
    </message>
    <message>
        <source>drill line %1: &apos;surge&apos; applies to a rolling restart or a rollback</source>
        <translation>Übungszeile %1: &apos;surge&apos; gilt für einen rollierenden Neustart oder ein Rollback</translation>
    </message>
    <message>
        <source>drill line %1: &apos;start-up&apos; applies to a drill that starts replicas, not to &apos;%2&apos;</source>
        <translation>Übungszeile %1: &apos;start-up&apos; gilt für eine Übung, die Repliken startet, nicht für &apos;%2&apos;</translation>
    </message>
    <message>
        <source>drill line %1: unreadable start-up time &apos;%2&apos;</source>
        <translation>Übungszeile %1: unlesbare Startzeit &apos;%2&apos;</translation>
    </message>
    <message>
        <source>drill line %1: unknown option &apos;%2&apos;; expected &apos;surge K&apos; or &apos;start-up TIME&apos;</source>
        <translation>Übungszeile %1: unbekannte Option &apos;%2&apos;; erwartet &apos;surge K&apos; oder &apos;start-up ZEIT&apos;</translation>
    </message>
    <message>
        <source>drill line %1: replica %2 does not exist; the fleet has %3</source>
        <translation>Übungszeile %1: Replik %2 existiert nicht; die Flotte hat %3</translation>
    </message>
    <message>
        <source>drill line %1: node &apos;%2&apos; does not exist; the fleet&apos;s nodes are %3</source>
        <translation>Übungszeile %1: Knoten &apos;%2&apos; existiert nicht; die Knoten der Flotte sind %3</translation>
    </message>
</context>
<context>
    <name>EndpointProbe</name>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>the endpoint refused the credentials (HTTP %1); check the API key</source>
        <translation>der Endpunkt hat die Zugangsdaten abgelehnt (HTTP %1); prüfen Sie den API-Schlüssel</translation>
    </message>
    <message>
        <source>the endpoint lists no models (%1); name one with --model</source>
        <translation>der Endpunkt nennt keine Modelle (%1); geben Sie eines mit --model an</translation>
    </message>
    <message>
        <source>the endpoint serves %1 models; using the first, %2</source>
        <translation>der Endpunkt bedient %1 Modelle; verwendet wird das erste, %2</translation>
    </message>
    <message>
        <source>the endpoint does not serve &apos;%1&apos; (it lists: %2)</source>
        <translation>der Endpunkt bedient „%1“ nicht (er nennt: %2)</translation>
    </message>
    <message>
        <source>no Prometheus metrics at %1: the run has no server view</source>
        <translation>keine Prometheus-Metriken unter %1: der Lauf hat keine Serversicht</translation>
    </message>
    <message>
        <source>unknown runtime: only standard OpenAI request fields are sent (no ignore_eos), so outputs may stop early</source>
        <translation>unbekannte Laufzeitumgebung: nur Standardfelder der OpenAI-Anfrage werden gesendet (kein ignore_eos), Ausgaben können daher früh enden</translation>
    </message>
    <message>
        <source>no /tokenize endpoint: prompt lengths assume one token per word; the recorded counts are the server&apos;s usage</source>
        <translation>kein /tokenize-Endpunkt: Prompt-Längen nehmen ein Token pro Wort an; aufgezeichnet werden die usage-Zahlen des Servers</translation>
    </message>
    <message>
        <source>the model list at %1 is larger than %2 MiB; it was not read</source>
        <translation>die Modellliste unter %1 ist größer als %2 MiB; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>; name the model with --model</source>
        <translation>; nennen Sie das Modell mit --model</translation>
    </message>
    <message>
        <source>Prometheus metrics at %1: %2; the run has no server view</source>
        <translation>Prometheus-Metriken unter %1: %2; der Lauf hat keine Serversicht</translation>
    </message>
    <message>
        <source>Prometheus metrics at %1 did not answer within %2 s: the run has no server view</source>
        <translation>Prometheus-Metriken unter %1 haben nicht innerhalb von %2 s geantwortet: der Lauf hat keine Serversicht</translation>
    </message>
</context>
<context>
    <name>EndpointTarget</name>
    <message>
        <source>the endpoint URL &apos;%1&apos; is not valid</source>
        <translation>die Endpunkt-URL „%1“ ist ungültig</translation>
    </message>
    <message>
        <source>the endpoint URL must start with http:// or https://</source>
        <translation>die Endpunkt-URL muss mit http:// oder https:// beginnen</translation>
    </message>
    <message>
        <source>cannot read the CA bundle %1</source>
        <translation>das CA-Bündel %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid header name</source>
        <translation>„%1“ ist kein gültiger Header-Name</translation>
    </message>
    <message>
        <source>the URL&apos;s user name and password</source>
        <translation>Benutzername und Passwort der URL</translation>
    </message>
    <message>
        <source>URL parameter %1</source>
        <translation>URL-Parameter %1</translation>
    </message>
    <message>
        <source>header %1</source>
        <translation>Header %1</translation>
    </message>
</context>
<context>
    <name>EngineConfig</name>
    <message>
        <source>the KV cache holds no blocks (%1)</source>
        <translation>der KV-Cache enthält keine Blöcke (%1)</translation>
    </message>
    <message>
        <source>block size must be at least 1 (got %1)</source>
        <translation>die Blockgröße muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <source>max_num_seqs must be at least 1 (got %1)</source>
        <translation>max_num_seqs muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <source>max_num_batched_tokens must be at least 1 (got %1)</source>
        <translation>max_num_batched_tokens muss mindestens 1 sein (angegeben: %1)</translation>
    </message>
    <message>
        <source>watermark must be in [0, 1) (got %1)</source>
        <translation>watermark muss in [0, 1) liegen (angegeben: %1)</translation>
    </message>
    <message>
        <source>max_model_len must be at least 2 (got %1)</source>
        <translation>max_model_len muss mindestens 2 sein (angegeben: %1)</translation>
    </message>
    <message>
        <source>max_model_len %1 does not fit in the KV cache (%2 tokens)</source>
        <translation>max_model_len %1 passt nicht in den KV-Cache (%2 Tokens)</translation>
    </message>
    <message>
        <source>long_prefill_token_threshold must not be negative (got %1)</source>
        <translation>long_prefill_token_threshold darf nicht negativ sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>a llama.cpp slot needs a context of at least 2 tokens (got %1)</source>
        <translation>ein llama.cpp-Slot braucht einen Kontext von mindestens 2 Token (erhalten: %1)</translation>
    </message>
    <message>
        <source>llama.cpp slots share no prefix cache; set prefix_caching to false</source>
        <translation>llama.cpp-Slots teilen keinen Präfix-Cache; prefix_caching auf false setzen</translation>
    </message>
    <message>
        <source>%1 slots of %2 tokens do not fit in the KV cache (%3 tokens)</source>
        <translation>%1 Slots zu %2 Token passen nicht in den KV-Cache (%3 Token)</translation>
    </message>
</context>
<context>
    <name>EnvelopeGrouping</name>
    <message>
        <source>&quot;%1&quot; is %2 and &quot;%3&quot; is %4: latency-bound and throughput-bound work need separate envelopes and admission rules</source>
        <translation>„%1“ ist %2 und „%3“ ist %4: latenzgebundene und durchsatzgebundene Arbeit brauchen getrennte Kapazitätsrahmen und Zulassungsregeln</translation>
    </message>
    <message>
        <source>p95 %1 of &quot;%2&quot; and &quot;%3&quot; differ %4-fold</source>
        <translation>p95 der %1 von „%2“ und „%3“ unterscheiden sich um das %4-Fache</translation>
    </message>
</context>
<context>
    <name>ErrorCategories</name>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>connect error</source>
        <translation>Verbindungsfehler</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>HTTP 4xx</source>
        <translation>HTTP 4xx</translation>
    </message>
    <message>
        <source>HTTP 429</source>
        <translation>HTTP 429</translation>
    </message>
    <message>
        <source>HTTP 5xx</source>
        <translation>HTTP 5xx</translation>
    </message>
    <message>
        <source>stream broken</source>
        <translation>Stream abgebrochen</translation>
    </message>
    <message>
        <source>parse error</source>
        <translation>Parse-Fehler</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>vorzeitig beendet</translation>
    </message>
    <message>
        <source>connect timeout</source>
        <translation>Zeitüberschreitung beim Verbinden</translation>
    </message>
    <message>
        <source>first-byte timeout</source>
        <translation>Zeitüberschreitung beim ersten Byte</translation>
    </message>
    <message>
        <source>idle timeout</source>
        <translation>Zeitüberschreitung wegen Stillstand</translation>
    </message>
</context>
<context>
    <name>ExportBundle</name>
    <message>
        <source>this build cannot write PDF files</source>
        <translation>dieser Build kann keine PDF-Dateien schreiben</translation>
    </message>
    <message>
        <source>no sweep is attached to this plan: no steps to export</source>
        <translation>diesem Plan ist kein Sweep zugeordnet: keine Stufen zu exportieren</translation>
    </message>
    <message>
        <source>no sweep is attached to this plan: no requests to export</source>
        <translation>diesem Plan ist kein Sweep zugeordnet: keine Anfragen zu exportieren</translation>
    </message>
    <message>
        <source>the requests of a sweep are read from its database</source>
        <translation>die Anfragen eines Sweeps werden aus seiner Datenbank gelesen</translation>
    </message>
    <message>
        <source>unknown export</source>
        <translation>unbekannter Export</translation>
    </message>
    <message>
        <source>no validation is attached to this plan: no per-minute rows to export</source>
        <translation>diesem Plan ist keine Validierung angehängt: keine Minutenzeilen zu exportieren</translation>
    </message>
</context>
<context>
    <name>FailureTopology</name>
    <message>
        <source>no failure</source>
        <translation>keinen Ausfall</translation>
    </message>
    <message>
        <source>loss of one replica</source>
        <translation>Verlust eines Replikats</translation>
    </message>
    <message>
        <source>loss of one GPU</source>
        <translation>Verlust einer GPU</translation>
    </message>
    <message>
        <source>loss of one node</source>
        <translation>Verlust eines Knotens</translation>
    </message>
    <message>
        <source>loss of one failure domain</source>
        <translation>Verlust einer Ausfalldomäne</translation>
    </message>
    <message>
        <source>No failure reserve: the product accepts reduced capacity during any failure.</source>
        <translation>Keine Ausfallreserve: Das Produkt nimmt bei jedem Ausfall verringerte Kapazität hin.</translation>
    </message>
    <message>
        <source>Losing one replica (a pod) takes its %1 GPU(s) at once.</source>
        <translation>Der Verlust eines Replikats (eines Pods) nimmt seine %1 GPU(s) auf einmal mit.</translation>
    </message>
    <message>
        <source>A failed GPU takes its whole replica of %1 GPU(s) out of service.</source>
        <translation>Eine ausgefallene GPU legt ihr ganzes Replikat mit %1 GPU(s) still.</translation>
    </message>
    <message>
        <source>Replicas of %1 GPUs are spread at most one per node of %2 GPUs; losing a node takes one replica.</source>
        <translation>Replikate mit %1 GPUs liegen höchstens zu einem pro Knoten mit %2 GPUs; der Verlust eines Knotens nimmt ein Replikat mit.</translation>
    </message>
    <message>
        <source>One replica spans %1 nodes of %2 GPUs; losing one node takes that replica.</source>
        <translation>Ein Replikat erstreckt sich über %1 Knoten mit %2 GPUs; der Verlust eines Knotens nimmt dieses Replikat mit.</translation>
    </message>
    <message>
        <source>A node of %1 GPUs holds %2 replica(s) of %3 GPUs; losing the node takes all of them.</source>
        <translation>Ein Knoten mit %1 GPUs trägt %2 Replikat(e) mit %3 GPUs; der Verlust des Knotens nimmt sie alle mit.</translation>
    </message>
    <message>
        <source>Replicas are spread evenly over %1 failure domains; losing one takes its share of them.</source>
        <translation>Die Replikate sind gleichmäßig über %1 Ausfalldomänen verteilt; der Verlust einer Domäne nimmt ihren Anteil mit.</translation>
    </message>
</context>
<context>
    <name>FaultSpec</name>
    <message>
        <source>fault &quot;%1&quot;: expected NAME=FRACTION</source>
        <translation>Fehler &quot;%1&quot;: NAME=ANTEIL erwartet</translation>
    </message>
    <message>
        <source>unknown fault &quot;%1&quot; (known: %2)</source>
        <translation>unbekannter Fehler &quot;%1&quot; (bekannt: %2)</translation>
    </message>
    <message>
        <source>fault &quot;%1&quot; is given twice</source>
        <translation>Fehler &quot;%1&quot; ist doppelt angegeben</translation>
    </message>
    <message>
        <source>fault &quot;%1&quot; takes no duration (only stall=FRACTION:MS)</source>
        <translation>Fehler &quot;%1&quot; nimmt keine Dauer (nur stall=ANTEIL:MS)</translation>
    </message>
    <message>
        <source>stall duration &quot;%1&quot; is not a number of milliseconds between 0 and 3600000</source>
        <translation>Stall-Dauer &quot;%1&quot; ist keine Zahl von Millisekunden zwischen 0 und 3600000</translation>
    </message>
    <message>
        <source>fault &quot;%1&quot;: fraction &quot;%2&quot; must be between 0 and 1 (or 0%-100%)</source>
        <translation>Fehler &quot;%1&quot;: Anteil &quot;%2&quot; muss zwischen 0 und 1 liegen (oder 0%-100%)</translation>
    </message>
    <message>
        <source>the fault fractions add up to %1, more than 1</source>
        <translation>die Fehleranteile ergeben zusammen %1, mehr als 1</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1-Datei</translation>
    </message>
</context>
<context>
    <name>FlatRecordReader</name>
    <message>
        <source>a quoted field is not closed</source>
        <translation>ein Feld in Anführungszeichen wird nicht geschlossen</translation>
    </message>
    <message>
        <source>wrong number of fields</source>
        <translation>falsche Anzahl Felder</translation>
    </message>
    <message>
        <source>%1 where the header has %2</source>
        <translation>%1, die Kopfzeile hat %2</translation>
    </message>
</context>
<context>
    <name>FleetSimulation</name>
    <message>
        <source>a fleet needs at least one replica</source>
        <translation>eine Flotte benötigt mindestens eine Replik</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; places replica %2, but the fleet has %3</source>
        <translation>Knoten &apos;%1&apos; platziert Replik %2, aber die Flotte hat %3</translation>
    </message>
    <message>
        <source>the fleet&apos;s load stalled at %1 s</source>
        <translation>die Last der Flotte stockte bei %1 s</translation>
    </message>
</context>
<context>
    <name>FootprintCalculator</name>
    <message>
        <source>the GPU has no memory size</source>
        <translation>für die GPU ist keine Speichergröße angegeben</translation>
    </message>
    <message>
        <source>tensor parallelism %1 must divide the %2 attention heads</source>
        <translation>Tensor-Parallelität %1 muss die %2 Attention-Heads teilen</translation>
    </message>
    <message>
        <source>pipeline parallelism %1 must divide the %2 layers</source>
        <translation>Pipeline-Parallelität %1 muss die %2 Schichten teilen</translation>
    </message>
    <message>
        <source>GPU memory utilization must be in (0, 1]</source>
        <translation>die GPU-Speicherauslastung muss in (0, 1] liegen</translation>
    </message>
    <message>
        <source>the KV block size must be at least 1</source>
        <translation>die KV-Blockgröße muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>max_model_len %1 exceeds the model&apos;s context of %2 tokens</source>
        <translation>max_model_len %1 übersteigt den Kontext des Modells von %2 Tokens</translation>
    </message>
    <message>
        <source>weights per GPU = %1 B params x %2 bytes (%3) / %4 GPUs = %5</source>
        <translation>Gewichte pro GPU = %1 Mrd. Parameter x %2 Bytes (%3) / %4 GPUs = %5</translation>
    </message>
    <message>
        <source>KV per token = latent %1 x %2 layers x %3 bytes = %4 KiB (on every TP rank)</source>
        <translation>KV pro Token = Latent %1 x %2 Schichten x %3 Bytes = %4 KiB (auf jedem TP-Rang)</translation>
    </message>
    <message>
        <source>KV per token = 2 x %1 layers x %2 KV heads x %3 head dim x %4 bytes = %5 KiB; per GPU %6 KiB</source>
        <translation>KV pro Token = 2 x %1 Schichten x %2 KV-Heads x %3 Head-Dimension x %4 Bytes = %5 KiB; pro GPU %6 KiB</translation>
    </message>
    <message>
        <source>KV memory per GPU = %1 x %2 - weights %3 - activations %4 - non-torch %5 = %6</source>
        <translation>KV-Speicher pro GPU = %1 x %2 - Gewichte %3 - Aktivierungen %4 - Nicht-Torch %5 = %6</translation>
    </message>
    <message>
        <source>KV capacity = %1 blocks x %2 tokens = %3 tokens; %4 sequences of %5 tokens</source>
        <translation>KV-Kapazität = %1 Blöcke x %2 Tokens = %3 Tokens; %4 Sequenzen zu %5 Tokens</translation>
    </message>
    <message>
        <source>the weights alone leave no memory for the KV cache on %1 x %2</source>
        <translation>schon die Gewichte lassen auf %1 x %2 keinen Speicher für den KV-Cache übrig</translation>
    </message>
    <message>
        <source>the KV cache holds %1 tokens, less than one sequence of max_model_len %2; use more GPUs, a lower precision or a shorter max_model_len</source>
        <translation>der KV-Cache fasst %1 Tokens, weniger als eine Sequenz mit max_model_len %2; mehr GPUs, eine geringere Genauigkeit oder ein kürzeres max_model_len verwenden</translation>
    </message>
</context>
<context>
    <name>GpuPrice</name>
    <message>
        <source>a price per GPU-hour must be a number (got %1)</source>
        <translation>ein Preis pro GPU-Stunde muss eine Zahl sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>a price per GPU-hour must be above 0 (got %1)</source>
        <translation>ein Preis pro GPU-Stunde muss über 0 liegen (erhalten: %1)</translation>
    </message>
    <message>
        <source>a price per GPU-hour must be at most %1 (got %2)</source>
        <translation>ein Preis pro GPU-Stunde darf höchstens %1 betragen (erhalten: %2)</translation>
    </message>
    <message>
        <source>a currency must be a three-letter ISO 4217 code such as USD or EUR (got &quot;%1&quot;)</source>
        <translation>eine Währung muss ein dreibuchstabiger Code nach ISO 4217 wie USD oder EUR sein (erhalten: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>a price per GPU-hour must be a number (got &quot;%1&quot;)</source>
        <translation>ein Preis pro GPU-Stunde muss eine Zahl sein (erhalten: &quot;%1&quot;)</translation>
    </message>
</context>
<context>
    <name>GuiLauncher</name>
    <message>
        <source>llmcap</source>
        <translation>llmcap</translation>
    </message>
</context>
<context>
    <name>HistoryEntry</name>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>sweep %1</source>
        <translation>Sweep %1</translation>
    </message>
    <message>
        <source>sweep %1: %2</source>
        <translation>Sweep %1: %2</translation>
    </message>
    <message>
        <source>run %1 (sweep %2, step %3)</source>
        <translation>Lauf %1 (Sweep %2, Stufe %3)</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>imported run</source>
        <translation>importierter Lauf</translation>
    </message>
    <message>
        <source>run %1: %2 (imported)</source>
        <translation>Lauf %1: %2 (importiert)</translation>
    </message>
    <message>
        <source>completed, INVALID</source>
        <translation>abgeschlossen, UNGÜLTIG</translation>
    </message>
</context>
<context>
    <name>HttpClient</name>
    <message>
        <source>cannot initialise libcurl</source>
        <translation>libcurl kann nicht initialisiert werden</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>the answer is larger than %1 MiB; it was not read</source>
        <translation>die Antwort ist größer als %1 MiB; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>ImportContext</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>InFlightLevel</name>
    <message>
        <source>at the boundary %1 requests in flight on average, p95 %2</source>
        <translation>an der Grenze im Mittel %1 Anfragen in Bearbeitung, p95 %2</translation>
    </message>
    <message>
        <source> (Little&apos;s law, completed rate x mean E2E: %1)</source>
        <translation> (Littles Gesetz, abgeschlossene Rate x mittlere E2E: %1)</translation>
    </message>
</context>
<context>
    <name>InfoCommand</name>
    <message>
        <source>Show the version, the project database and its schema.</source>
        <translation>Version, Projektdatenbank und deren Schema anzeigen.</translation>
    </message>
    <message>
        <source>database:</source>
        <translation>Datenbank:</translation>
    </message>
    <message>
        <source>schema:</source>
        <translation>Schema:</translation>
    </message>
    <message>
        <source>projects:</source>
        <translation>Projekte:</translation>
    </message>
    <message>
        <source>also open in:</source>
        <translation>auch geöffnet in:</translation>
    </message>
</context>
<context>
    <name>JointLengths</name>
    <message>
        <source>must be an object with pairs and weights</source>
        <translation>muss ein Objekt mit pairs und weights sein</translation>
    </message>
    <message>
        <source>item %1 must be [input_tokens, output_tokens], whole numbers from 1 to %2</source>
        <translation>Eintrag %1 muss [input_tokens, output_tokens] sein, ganze Zahlen von 1 bis %2</translation>
    </message>
    <message>
        <source>must hold at least one pair</source>
        <translation>muss mindestens ein Paar enthalten</translation>
    </message>
    <message>
        <source>must hold at most %1 pairs</source>
        <translation>darf höchstens %1 Paare enthalten</translation>
    </message>
    <message>
        <source>must hold non-negative numbers</source>
        <translation>muss nicht-negative Zahlen enthalten</translation>
    </message>
    <message>
        <source>must have as many entries as pairs (%1)</source>
        <translation>muss so viele Einträge wie pairs haben (%1)</translation>
    </message>
    <message>
        <source>must not all be zero</source>
        <translation>dürfen nicht alle null sein</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be at least %1 (got %2)</source>
        <translation>muss mindestens %1 sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>must be at most %1 (got %2)</source>
        <translation>darf höchstens %1 sein (gefunden: %2)</translation>
    </message>
    <message>
        <source>must be between %1 and %2 (got %3)</source>
        <translation>muss zwischen %1 und %2 liegen (gefunden: %3)</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be one of %1 (got &quot;%2&quot;)</source>
        <translation>muss eines von %1 sein (gefunden: „%2“)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>unknown field (known: %1)</source>
        <translation>unbekanntes Feld (bekannt: %1)</translation>
    </message>
</context>
<context>
    <name>JsonRecordStream</name>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>cannot read the JSON (error %1)</source>
        <translation>das JSON ist nicht lesbar (Fehler %1)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
</context>
<context>
    <name>KvCache</name>
    <message>
        <source>%1 tokens (%2 blocks of %3, reported by the server)</source>
        <translation>%1 Token (%2 Blöcke zu %3, vom Server gemeldet)</translation>
    </message>
    <message>
        <source>%1 tokens (reported by the server)</source>
        <translation>%1 Token (vom Server gemeldet)</translation>
    </message>
    <message>
        <source>%1 tokens (from the pinned serving configuration)</source>
        <translation>%1 Token (aus der festgelegten Serving-Konfiguration)</translation>
    </message>
    <message>
        <source>unknown (the twin&apos;s cache never binds)</source>
        <translation>unbekannt (der Cache des Zwillings begrenzt nie)</translation>
    </message>
</context>
<context>
    <name>LangfuseReader</name>
    <message>
        <source>chosen by the user</source>
        <translation>vom Benutzer gewählt</translation>
    </message>
    <message>
        <source>no start_time</source>
        <translation>keine start_time</translation>
    </message>
    <message>
        <source>unreadable start_time</source>
        <translation>unlesbare start_time</translation>
    </message>
    <message>
        <source>unreadable timestamp</source>
        <translation>unlesbarer Zeitstempel</translation>
    </message>
    <message>
        <source>trace %1 lists its observations by id only (the API&apos;s trace list): export each trace (GET /api/public/traces/{id}) or the observations (GET /api/public/observations) instead</source>
        <translation>Trace %1 nennt seine Observations nur mit ihrer ID (die Trace-Liste der API): stattdessen jeden Trace (GET /api/public/traces/{id}) oder die Observations (GET /api/public/observations) exportieren</translation>
    </message>
</context>
<context>
    <name>LatencySummary</name>
    <message>
        <source>%1 %2 rests on %3 samples (%4 needed)</source>
        <translation>%1 %2 beruht auf %3 Stichproben (%4 nötig)</translation>
    </message>
</context>
<context>
    <name>LatencyUnitDetector</name>
    <message>
        <source>latency and time_to_first_token matched the timestamps as seconds in %1 of %2 records compared</source>
        <translation>latency und time_to_first_token stimmten in %1 von %2 verglichenen Datensätzen als Sekunden mit den Zeitstempeln überein</translation>
    </message>
    <message>
        <source>latency and time_to_first_token matched the timestamps as milliseconds in %1 of %2 records compared</source>
        <translation>latency und time_to_first_token stimmten in %1 von %2 verglichenen Datensätzen als Millisekunden mit den Zeitstempeln überein</translation>
    </message>
    <message>
        <source>no latency or time_to_first_token values</source>
        <translation>keine Werte für latency oder time_to_first_token</translation>
    </message>
    <message>
        <source>no timestamps to compare with; the median %1, %2, is too long for seconds</source>
        <translation>keine Zeitstempel zum Vergleich; der Median von %1, %2, ist für Sekunden zu lang</translation>
    </message>
    <message>
        <source>no timestamps to compare with; the median %1, %2, is plausible in seconds</source>
        <translation>keine Zeitstempel zum Vergleich; der Median von %1, %2, ist in Sekunden plausibel</translation>
    </message>
</context>
<context>
    <name>LengthDistribution</name>
    <message>
        <source>unknown length distribution &apos;%1&apos; (use fixed, uniform, normal, lognormal or exponential)</source>
        <translation>unbekannte Längenverteilung &apos;%1&apos; (fixed, uniform, normal, lognormal oder exponential verwenden)</translation>
    </message>
    <message>
        <source>length distribution needs 1 &lt;= min &lt;= max (got %1, %2)</source>
        <translation>die Längenverteilung braucht 1 &lt;= min &lt;= max (angegeben: %1, %2)</translation>
    </message>
    <message>
        <source>length distribution &apos;%1&apos; needs a positive mean</source>
        <translation>die Längenverteilung &apos;%1&apos; braucht einen positiven Mittelwert</translation>
    </message>
    <message>
        <source>length distribution stddev must not be negative</source>
        <translation>die Standardabweichung der Längenverteilung darf nicht negativ sein</translation>
    </message>
</context>
<context>
    <name>LiveDrills</name>
    <message>
        <source>at %1: %2</source>
        <translation>bei %1: %2</translation>
    </message>
    <message>
        <source>command for replica %1 did not end within %2 s: %3</source>
        <translation>Befehl für Replikat %1 endete nicht innerhalb von %2 s: %3</translation>
    </message>
    <message>
        <source>command for replica %1 failed (exit %2): %3</source>
        <translation>Befehl für Replikat %1 schlug fehl (Exit %2): %3</translation>
    </message>
    <message>
        <source>ran for replica %1: %2</source>
        <translation>für Replikat %1 ausgeführt: %2</translation>
    </message>
    <message>
        <source>replica %1 back in the rotation after %2</source>
        <translation>Replikat %1 nach %2 zurück in der Rotation</translation>
    </message>
    <message>
        <source>replica %1 did not answer /health with 200 in time; it stays out of the rotation</source>
        <translation>Replikat %1 antwortete nicht rechtzeitig mit 200 auf /health; es bleibt außerhalb der Rotation</translation>
    </message>
</context>
<context>
    <name>LiveTarget</name>
    <message>
        <source>drill command &apos;%1&apos;: expected lose=COMMAND or restore=COMMAND ({replica} and {url} are replaced)</source>
        <translation>Übungsbefehl &apos;%1&apos;: erwartet lose=BEFEHL oder restore=BEFEHL ({replica} und {url} werden ersetzt)</translation>
    </message>
</context>
<context>
    <name>LiveValidation</name>
    <message>
        <source>the simulated fleet&apos;s speed must be above 0</source>
        <translation>die Geschwindigkeit der simulierten Flotte muss über 0 liegen</translation>
    </message>
    <message>
        <source>give at least one replica endpoint</source>
        <translation>mindestens einen Replikat-Endpunkt angeben</translation>
    </message>
    <message>
        <source>the fleet has %1 replicas but %2 endpoints were given</source>
        <translation>die Flotte hat %1 Replikate, aber %2 Endpunkte wurden angegeben</translation>
    </message>
    <message>
        <source>give exactly one gateway URL</source>
        <translation>genau eine Gateway-URL angeben</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a workload with run classes runs on the simulated fleet at speed 1: its tool and think times pass in wall-clock time</source>
        <translation>eine Arbeitslast mit Laufklassen läuft auf der simulierten Flotte mit Geschwindigkeit 1: ihre Werkzeug- und Denkzeiten vergehen in Echtzeit</translation>
    </message>
    <message>
        <source>the validation was stopped after %1 requests had ended</source>
        <translation>die Validierung wurde angehalten, nachdem %1 Anfragen beendet waren</translation>
    </message>
</context>
<context>
    <name>LoadBalancer</name>
    <message>
        <source>unknown load-balancing strategy &apos;%1&apos;; expected one of: %2</source>
        <translation>unbekannte Lastverteilungsstrategie &apos;%1&apos;; erwartet eine von: %2</translation>
    </message>
</context>
<context>
    <name>LoadGenerator</name>
    <message>
        <source>libcurl refused the transfer</source>
        <translation>libcurl hat die Übertragung abgelehnt</translation>
    </message>
    <message>
        <source>cancelled by the simulated user after %1 ms</source>
        <translation>vom simulierten Nutzer nach %1 ms abgebrochen</translation>
    </message>
    <message>
        <source>the run was aborted</source>
        <translation>der Lauf wurde abgebrochen</translation>
    </message>
    <message>
        <source>never sent: the run was aborted</source>
        <translation>nie gesendet: der Lauf wurde abgebrochen</translation>
    </message>
    <message>
        <source>still running when the drain timeout (%1 s) ended</source>
        <translation>lief noch, als die Auslaufzeit (%1 s) endete</translation>
    </message>
    <message>
        <source>never sent: waited for the in-flight cap until the drain timeout ended</source>
        <translation>nie gesendet: wartete bis zum Ende der Auslaufzeit auf die Grenze gleichzeitiger Anfragen</translation>
    </message>
    <message>
        <source>the load generator was already started</source>
        <translation>der Lastgenerator wurde bereits gestartet</translation>
    </message>
    <message>
        <source>cannot set up the network loop: %1</source>
        <translation>die Netzwerkschleife kann nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <source>the simulated user cancelled run %1 after %2 s</source>
        <translation>der simulierte Benutzer brach Lauf %1 nach %2 s ab</translation>
    </message>
    <message>
        <source>no replica in the rotation</source>
        <translation>kein Replikat in der Rotation</translation>
    </message>
    <message>
        <source>not measured: ended with the last measured run after the window</source>
        <translation>nicht gemessen: endete nach dem Fenster mit dem letzten gemessenen Lauf</translation>
    </message>
</context>
<context>
    <name>LoadProgress</name>
    <message>
        <source>the client cannot keep its schedule: %1 % of the requests of the last second went out late</source>
        <translation>der Client kann seinen Zeitplan nicht halten: %1 % der Anfragen der letzten Sekunde gingen verspätet hinaus</translation>
    </message>
    <message>
        <source> (its load thread used %1 % of a core: this rate is beyond what one client reaches on this machine; lower it or split the load)</source>
        <translation> (sein Last-Thread nutzte %1 % eines Kerns: diese Rate liegt über dem, was ein Client auf dieser Maschine erreicht; senken Sie sie oder teilen Sie die Last auf)</translation>
    </message>
    <message>
        <source> (its load thread used %1 % of a core: the machine gave it too little CPU; stop other work or give the client a core of its own)</source>
        <translation> (sein Last-Thread nutzte %1 % eines Kerns: die Maschine gab ihm zu wenig CPU; beenden Sie andere Arbeit oder geben Sie dem Client einen eigenen Kern)</translation>
    </message>
    <message>
        <source> (%1 % had waited for the in-flight cap: the server answers more slowly than they arrive, or --max-in-flight is too low)</source>
        <translation> (%1 % hatten auf die Obergrenze gleichzeitiger Anfragen gewartet: der Server antwortet langsamer, als sie eintreffen, oder --max-in-flight ist zu niedrig)</translation>
    </message>
</context>
<context>
    <name>LoadShape</name>
    <message>
        <source>the load&apos;s duration must be above 0</source>
        <translation>die Dauer der Last muss über 0 liegen</translation>
    </message>
    <message>
        <source>the peak-to-average ratio must be at least 1, got %1</source>
        <translation>das Verhältnis Spitze zu Mittel muss mindestens 1 sein, erhalten %1</translation>
    </message>
    <message>
        <source>bursts need a peak-to-average ratio above 1 (the sizing request&apos;s peak_to_average): at 1 the load is the peak throughout</source>
        <translation>Bursts brauchen ein Verhältnis Spitze zu Mittel über 1 (peak_to_average der Sizing-Anfrage): bei 1 ist die Last durchgehend die Spitze</translation>
    </message>
    <message>
        <source>bursts of %1 every %2 overlap: the interval must be longer than the burst</source>
        <translation>Bursts von %1 alle %2 überlappen: der Abstand muss länger als der Burst sein</translation>
    </message>
    <message>
        <source>diurnal (peak-to-average %1, peak at the middle)</source>
        <translation>Tagesgang (Spitze zu Mittel %1, Spitze in der Mitte)</translation>
    </message>
    <message>
        <source>bursts to the peak of %1 every %2 (average between: peak / %3)</source>
        <translation>Bursts auf die Spitze von %1 alle %2 (dazwischen Mittel: Spitze / %3)</translation>
    </message>
    <message>
        <source>flat at the peak</source>
        <translation>gleichmäßig auf der Spitze</translation>
    </message>
</context>
<context>
    <name>LogColumnProposal</name>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 holds no record</source>
        <translation>%1 enthält keinen Datensatz</translation>
    </message>
    <message>
        <source>%1: no JSON object in its first %2 MB</source>
        <translation>%1: kein JSON-Objekt in den ersten %2 MB</translation>
    </message>
    <message>
        <source>%1 holds no header row</source>
        <translation>%1 hat keine Kopfzeile</translation>
    </message>
</context>
<context>
    <name>MappedLogReader</name>
    <message>
        <source>unknown field &apos;%1&apos; in the column mapping; known: %2</source>
        <translation>unbekanntes Feld &apos;%1&apos; in der Spaltenzuordnung; bekannt: %2</translation>
    </message>
    <message>
        <source>the column mapping names no column for %1</source>
        <translation>die Spaltenzuordnung nennt keine Spalte für %1</translation>
    </message>
    <message>
        <source>the column mapping names no column for timestamp (--map timestamp=COLUMN)</source>
        <translation>die Spaltenzuordnung nennt keine Spalte für timestamp (--map timestamp=SPALTE)</translation>
    </message>
    <message>
        <source>timestamp_unit &apos;%1&apos; is not one of s, ms, us, ns, iso</source>
        <translation>timestamp_unit &apos;%1&apos; ist keiner von s, ms, us, ns, iso</translation>
    </message>
    <message>
        <source>duration_unit &apos;%1&apos; is not one of s, ms</source>
        <translation>duration_unit &apos;%1&apos; ist keiner von s, ms</translation>
    </message>
    <message>
        <source>the column &apos;%1&apos; (mapped to %2) is not in the file&apos;s header</source>
        <translation>die Spalte &apos;%1&apos; (zugeordnet zu %2) steht nicht in der Kopfzeile der Datei</translation>
    </message>
    <message>
        <source>unreadable timestamp</source>
        <translation>unlesbarer Zeitstempel</translation>
    </message>
    <message>
        <source>no timestamp</source>
        <translation>kein Zeitstempel</translation>
    </message>
</context>
<context>
    <name>MetricDefinitions</name>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token: the first chunk carrying generated output minus the scheduled send time.</source>
        <translation>Zeit bis zum ersten Token: der erste Chunk mit erzeugter Ausgabe minus der geplante Sendezeitpunkt.</translation>
    </message>
    <message>
        <source>ITL</source>
        <translation>ITL</translation>
    </message>
    <message>
        <source>Inter-token latency: the gap between consecutive output chunks, divided evenly over the tokens each chunk carried.</source>
        <translation>Inter-Token-Latenz: der Abstand zwischen aufeinanderfolgenden Ausgabe-Chunks, gleichmäßig auf die Tokens jedes Chunks verteilt.</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: (E2E - TTFT) / (output tokens - 1), per request.</source>
        <translation>Zeit pro Ausgabetoken: (E2E - TTFT) / (Ausgabetokens - 1), pro Anfrage.</translation>
    </message>
    <message>
        <source>E2E</source>
        <translation>E2E</translation>
    </message>
    <message>
        <source>End-to-end latency: the last output chunk minus the scheduled send time.</source>
        <translation>Ende-zu-Ende-Latenz: der letzte Ausgabe-Chunk minus der geplante Sendezeitpunkt.</translation>
    </message>
    <message>
        <source>Queue time</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <source>Time a request waits before execution, from server metrics or timings.</source>
        <translation>Zeit, die eine Anfrage vor der Ausführung wartet, aus Server-Metriken oder Zeitangaben.</translation>
    </message>
    <message>
        <source>SLO attainment</source>
        <translation>SLO-Erfüllung</translation>
    </message>
    <message>
        <source>Good requests / all requests due in the measurement window; errors, timeouts and shed requests count as not good.</source>
        <translation>Gute Anfragen / alle im Messfenster fälligen Anfragen; Fehler, Zeitüberschreitungen und abgewiesene Anfragen zählen als nicht gut.</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Good requests per second over the measurement window: the load a replica sustains while meeting the SLO.</source>
        <translation>Gute Anfragen pro Sekunde im Messfenster: die Last, die ein Replikat unter Einhaltung des SLO trägt.</translation>
    </message>
    <message>
        <source>Sustainable load</source>
        <translation>Tragbare Last</translation>
    </message>
    <message>
        <source>The highest offered load at which the required SLO attainment holds; plans divide by its lower confidence bound.</source>
        <translation>Die höchste angebotene Last, bei der die geforderte SLO-Erfüllung hält; Pläne teilen durch ihre untere Konfidenzgrenze.</translation>
    </message>
</context>
<context>
    <name>MetricsScraper</name>
    <message>
        <source>server metrics at %1: %2</source>
        <translation>Servermetriken unter %1: %2</translation>
    </message>
    <message>
        <source>server metrics unavailable: %1 did not answer within %2 s</source>
        <translation>Servermetriken nicht verfügbar: %1 antwortete nicht innerhalb von %2 s</translation>
    </message>
</context>
<context>
    <name>MistakesAdvisor</name>
    <message>
        <source>&quot;We will have %1 users&quot;</source>
        <translation>„Wir werden %1 Nutzer haben“</translation>
    </message>
    <message>
        <source>%1 users in class &quot;%2&quot; describe the audience, not the load. Missing: %3. Two products with the same number of users can need very different capacity: a chat assistant used a few times a day, or a coding agent that makes ten LLM calls per task. Until these are known, the plan assumes typical values and stays preliminary.</source>
        <translation>%1 Nutzer in der Klasse „%2“ beschreiben das Publikum, nicht die Last. Es fehlt: %3. Zwei Produkte mit gleich vielen Nutzern können sehr unterschiedliche Kapazität brauchen: ein Chat-Assistent, der ein paarmal am Tag genutzt wird, oder ein Coding-Agent, der pro Aufgabe zehn LLM-Aufrufe macht. Solange das nicht bekannt ist, nimmt der Plan typische Werte an und bleibt vorläufig.</translation>
    </message>
    <message>
        <source>&quot;The average is fine&quot;</source>
        <translation>„Der Durchschnitt reicht“</translation>
    </message>
    <message>
        <source>%1 of class &quot;%2&quot; lacks %3. The average or median hides the long tail: long prompts drive time to first token, long outputs hold KV-cache blocks, and capacity is usually limited by p95 or p99 latency.</source>
        <translation>Bei %1 der Klasse „%2“ fehlt %3. Durchschnitt oder Median verbergen den langen Ausläufer: Lange Prompts treiben die Zeit bis zum ersten Token, lange Ausgaben halten KV-Cache-Blöcke belegt, und die Kapazität wird meist von der p95- oder p99-Latenz begrenzt.</translation>
    </message>
    <message>
        <source>&quot;Average latency is fine&quot;</source>
        <translation>„Die durchschnittliche Latenz ist in Ordnung“</translation>
    </message>
    <message>
        <source>The %1 target is met by only %2 % of requests. A target around the median says nothing about the tail that users notice; capacity is usually limited by p95 or p99 latency. Consider 95 % or 99 %.</source>
        <translation>Das %1-Ziel wird nur von %2 % der Anfragen erfüllt. Ein Ziel um den Median sagt nichts über den Ausläufer, den Nutzer bemerken; die Kapazität wird meist von der p95- oder p99-Latenz begrenzt. 95 % oder 99 % sind sinnvoller.</translation>
    </message>
    <message>
        <source>A closed-loop test</source>
        <translation>Ein Closed-Loop-Test</translation>
    </message>
    <message>
        <source>In a closed-loop test each virtual user sends its next request only after the previous one completes, so the offered load drops as soon as the server slows down: overload stays hidden. Measure with an open-loop arrival rate (and burstiness) instead.</source>
        <translation>In einem Closed-Loop-Test sendet jeder virtuelle Nutzer seine nächste Anfrage erst, wenn die vorige fertig ist; die angebotene Last sinkt also, sobald der Server langsamer wird, und Überlast bleibt verborgen. Stattdessen mit einer Open-Loop-Ankunftsrate (und Burstiness) messen.</translation>
    </message>
    <message>
        <source>&quot;We tested with %1 users and multiplied the result&quot;</source>
        <translation>„Wir haben mit %1 Nutzern getestet und das Ergebnis hochgerechnet“</translation>
    </message>
    <message>
        <source>A test with %1 users says little about %2: LLM inference is non-linear because of batching, queueing, cache pressure and the distribution of request lengths. Control the request rate and replay the workload up to the SLO boundary.</source>
        <translation>Ein Test mit %1 Nutzern sagt wenig über %2: LLM-Inferenz ist nichtlinear wegen Batching, Warteschlangen, Cache-Druck und der Verteilung der Anfragelängen. Die Anfragerate steuern und die Last bis zur SLO-Grenze nachspielen.</translation>
    </message>
    <message>
        <source>A measurement window too short</source>
        <translation>Ein zu kurzes Messfenster</translation>
    </message>
    <message>
        <source>%1 requests support percentiles up to p%2 only; the SLO&apos;s %3 % attainment needs at least %4 requests (10 / (1 - p)). For a low-volume workload, measure longer so that the tail percentiles have enough observations.</source>
        <translation>%1 Anfragen tragen Perzentile nur bis p%2; die SLO-Erfüllung von %3 % braucht mindestens %4 Anfragen (10 / (1 - p)). Bei geringem Volumen länger messen, damit die hohen Perzentile genug Beobachtungen haben.</translation>
    </message>
    <message>
        <source>&quot;GPU utilization is below 100 %, so capacity is available&quot;</source>
        <translation>„Die GPU-Auslastung liegt unter 100 %, also ist Kapazität frei“</translation>
    </message>
    <message>
        <source>GPU utilisation alone says nothing about queueing, KV-cache pressure, memory headroom, TTFT, TPOT or the impact of one more long request. Capacity is the highest load at which the SLO still holds.</source>
        <translation>Die GPU-Auslastung allein sagt nichts über Warteschlangen, KV-Cache-Druck, Speicherreserven, TTFT, TPOT oder die Wirkung einer weiteren langen Anfrage. Kapazität ist die höchste Last, bei der das SLO noch hält.</translation>
    </message>
    <message>
        <source>&quot;Our tracing tool will tell us how many GPUs to buy&quot;</source>
        <translation>„Unser Tracing-Tool sagt uns, wie viele GPUs wir kaufen müssen“</translation>
    </message>
    <message>
        <source>Application tracing explains the workload. Pair it with benchmarks and inference-server metrics to find the GPU capacity.</source>
        <translation>Anwendungs-Tracing erklärt die Last. Für die GPU-Kapazität braucht es zusätzlich Benchmarks und Metriken des Inferenz-Servers.</translation>
    </message>
    <message>
        <source>&quot;The external API was fast&quot;</source>
        <translation>„Die externe API war schnell“</translation>
    </message>
    <message>
        <source>External APIs are good for comparing model quality, but their hardware, batching, routing and load are unknown: their latency cannot predict a self-hosted deployment. Benchmark the final candidates on the target runtime and hardware.</source>
        <translation>Externe APIs eignen sich zum Vergleich der Modellqualität, aber ihre Hardware, ihr Batching, Routing und ihre Last sind unbekannt: Ihre Latenz sagt einen selbst betriebenen Einsatz nicht voraus. Die finalen Kandidaten auf der Ziel-Laufzeit und -Hardware messen.</translation>
    </message>
    <message>
        <source> One replica of the chosen configuration alone needs %1 GPUs.</source>
        <translation> Ein einziges Replikat der gewählten Konfiguration braucht schon %1 GPUs.</translation>
    </message>
    <message>
        <source> The product must survive the loss of a node, which one node cannot.</source>
        <translation> Das Produkt muss den Verlust eines Knotens überstehen, was ein einzelner Knoten nicht kann.</translation>
    </message>
    <message>
        <source>&quot;The model fits on %1 GPUs, so one node is enough&quot;</source>
        <translation>„Das Modell passt auf %1 GPUs, also reicht ein Knoten“</translation>
    </message>
    <message>
        <source>%1 GPUs may be the bare minimum for one replica: the footprint says nothing about how much SLO-compliant traffic the replica can handle, or whether the product survives a node failure.%2</source>
        <translation>%1 GPUs sind womöglich das bloße Minimum für ein Replikat: Der Speicherbedarf sagt nichts darüber, wie viel SLO-konformen Verkehr das Replikat bewältigt oder ob das Produkt einen Knotenausfall übersteht.%2</translation>
    </message>
    <message>
        <source>&quot;We will log everything and investigate later&quot;</source>
        <translation>„Wir protokollieren alles und schauen später nach“</translation>
    </message>
    <message>
        <source>Capacity planning does not need raw prompts, responses, documents, source code, tool arguments or terminal output: token counts and timings suffice. Recording content adds security and privacy risk without improving the estimate.</source>
        <translation>Kapazitätsplanung braucht keine rohen Prompts, Antworten, Dokumente, Quelltexte, Tool-Argumente oder Terminalausgaben: Token-Zahlen und Zeiten genügen. Inhalte aufzuzeichnen erhöht Sicherheits- und Datenschutzrisiken, ohne die Schätzung zu verbessern.</translation>
    </message>
    <message>
        <source>This answer cannot be saved as it is, and a plan that used it would rest on a number the request does not mean. Correct it in section %1.</source>
        <translation>Diese Antwort kann so nicht gespeichert werden, und ein Plan, der sie verwendet, stünde auf einer Zahl, die die Anfrage nicht meint. Korrigieren Sie sie in Abschnitt %1.</translation>
    </message>
</context>
<context>
    <name>ModelSpec</name>
    <message>
        <source>cannot exceed attention_heads (%1)</source>
        <translation>darf attention_heads (%1) nicht übersteigen</translation>
    </message>
    <message>
        <source>cannot exceed layers (%1)</source>
        <translation>darf layers (%1) nicht übersteigen</translation>
    </message>
    <message>
        <source>%1 is not a usable model config: %2</source>
        <translation>%1 ist keine verwendbare Modellkonfiguration: %2</translation>
    </message>
    <message>
        <source>missing or invalid %1</source>
        <translation>fehlend oder ungültig: %1</translation>
    </message>
    <message>
        <source>num_key_value_heads must be between 1 and num_attention_heads</source>
        <translation>num_key_value_heads muss zwischen 1 und num_attention_heads liegen</translation>
    </message>
</context>
<context>
    <name>MooncakeReader</name>
    <message>
        <source>unreadable timestamp</source>
        <translation>unlesbarer Zeitstempel</translation>
    </message>
    <message>
        <source>no timestamp</source>
        <translation>kein Zeitstempel</translation>
    </message>
    <message>
        <source>no input_length or output_length</source>
        <translation>keine input_length oder output_length</translation>
    </message>
    <message>
        <source>a later turn of AIPerf&apos;s multi-turn form (a delay, no timestamp): a workload to replay with bench --trace, not recorded traffic</source>
        <translation>ein späterer Gesprächsschritt in AIPerfs Mehrschrittform (eine Verzögerung, kein Zeitstempel): eine Last zum Abspielen mit bench --trace, kein aufgezeichneter Verkehr</translation>
    </message>
</context>
<context>
    <name>MooncakeTraceForm</name>
    <message>
        <source>is required with wait_for and tool_wait_ms</source>
        <translation>ist bei wait_for und tool_wait_ms erforderlich</translation>
    </message>
    <message>
        <source>session %1 has request_id %2 twice</source>
        <translation>Sitzung %1 hat request_id %2 doppelt</translation>
    </message>
    <message>
        <source>session %1: request %2 waits for request %3, which the session lacks</source>
        <translation>Sitzung %1: Anfrage %2 wartet auf Anfrage %3, die der Sitzung fehlt</translation>
    </message>
    <message>
        <source>needs a session_id (a later turn of a session) or a timestamp</source>
        <translation>braucht eine session_id (ein späterer Schritt einer Sitzung) oder einen Zeitstempel</translation>
    </message>
    <message>
        <source>and wait_for are two forms: give one</source>
        <translation>und wait_for sind zwei Formen: nur eine angeben</translation>
    </message>
    <message>
        <source>session %1 starts with a delay: its first turn needs a timestamp</source>
        <translation>Sitzung %1 beginnt mit einer Verzögerung: ihr erster Schritt braucht einen Zeitstempel</translation>
    </message>
</context>
<context>
    <name>OtlpReader</name>
    <message>
        <source>line %1 (span %2)</source>
        <translation>Zeile %1 (Span %2)</translation>
    </message>
    <message>
        <source>unreadable startTimeUnixNano</source>
        <translation>unlesbare startTimeUnixNano</translation>
    </message>
    <message>
        <source>no startTimeUnixNano</source>
        <translation>keine startTimeUnixNano</translation>
    </message>
</context>
<context>
    <name>OtlpSpanWriter</name>
    <message>
        <source>cannot write the span file %1: %2</source>
        <translation>Span-Datei %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ParetoView</name>
    <message>
        <source>Output tokens per second per user (1000 / median TPOT) against output tokens per second per GPU (the step&apos;s output throughput over the replica&apos;s GPUs); * marks the frontier over every step shown.</source>
        <translation>Ausgabe-Tokens pro Sekunde pro Nutzer (1000 / Median-TPOT) gegen Ausgabe-Tokens pro Sekunde pro GPU (der Ausgabedurchsatz des Schritts über die GPUs der Replik); * markiert die Front über alle gezeigten Schritte.</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>angeboten</translation>
    </message>
    <message>
        <source>tok/s/user</source>
        <translation>tok/s/Nutzer</translation>
    </message>
    <message>
        <source>tok/s/GPU</source>
        <translation>tok/s/GPU</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>1 GPU per replica assumed (the serving configuration names no GPU count)</source>
        <translation>1 GPU pro Replik angenommen (die Serving-Konfiguration nennt keine GPU-Anzahl)</translation>
    </message>
    <message>
        <source>1 GPU per replica</source>
        <translation>1 GPU pro Replik</translation>
    </message>
    <message>
        <source>%1 GPUs per replica</source>
        <translation>%1 GPUs pro Replik</translation>
    </message>
    <message>
        <source>; SLO boundary %1 %2 at %3 tok/s per user, %4 tok/s per GPU</source>
        <translation>; SLO-Grenze %1 %2 bei %3 tok/s pro Nutzer, %4 tok/s pro GPU</translation>
    </message>
    <message>
        <source>; SLO boundary %1 %2, outside the steps shown</source>
        <translation>; SLO-Grenze %1 %2, außerhalb der gezeigten Schritte</translation>
    </message>
    <message>
        <source>; no SLO boundary</source>
        <translation>; keine SLO-Grenze</translation>
    </message>
</context>
<context>
    <name>PdfModule</name>
    <message>
        <source>this command did not ask for the PDF module</source>
        <translation>dieser Befehl hat das PDF-Modul nicht angefordert</translation>
    </message>
    <message>
        <source>the PDF module libllmcap-pdf.so is not installed (looked for %1)</source>
        <translation>das PDF-Modul libllmcap-pdf.so ist nicht installiert (gesucht: %1)</translation>
    </message>
    <message>
        <source>the PDF module does not load: %1</source>
        <translation>das PDF-Modul lässt sich nicht laden: %1</translation>
    </message>
    <message>
        <source>the PDF module %1 belongs to another llmcap build</source>
        <translation>das PDF-Modul %1 gehört zu einem anderen llmcap-Build</translation>
    </message>
    <message>
        <source>Qt&apos;s offscreen platform plugin (platforms/libqoffscreen.so) is not installed in %1</source>
        <translation>Qts Offscreen-Plattform-Plugin (platforms/libqoffscreen.so) ist nicht installiert in %1</translation>
    </message>
    <message>
        <source>any plugin folder</source>
        <translation>keinem Plugin-Ordner</translation>
    </message>
    <message>
        <source>cannot write PDF files: %1</source>
        <translation>PDF-Dateien können nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>PdfReportWriter</name>
    <message>
        <source>cannot write %1: the folder does not exist</source>
        <translation>%1 kann nicht geschrieben werden: der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Capacity plan</source>
        <translation>Kapazitätsplan</translation>
    </message>
    <message>
        <source>Capacity plan: %1</source>
        <translation>Kapazitätsplan: %1</translation>
    </message>
    <message>
        <source>Sizing request</source>
        <translation>Kapazitätsanfrage</translation>
    </message>
</context>
<context>
    <name>PeakLoadProjector</name>
    <message>
        <source>no such workload class</source>
        <translation>keine solche Lastklasse</translation>
    </message>
    <message>
        <source>Bursts last %1 s.</source>
        <translation>Lastspitzen dauern %1 s.</translation>
    </message>
    <message>
        <source>Bursts are assumed to last %1 s (%2 class; range %3-%4 s).</source>
        <translation>Angenommen werden Lastspitzen von %1 s (Klasse %2; Bereich %3–%4 s).</translation>
    </message>
    <message>
        <source>Load grows %1 % over the planning horizon.</source>
        <translation>Die Last wächst im Planungszeitraum um %1 %.</translation>
    </message>
    <message>
        <source>Growth is assumed to be %1 % (%2 class; range %3-%4 %).</source>
        <translation>Angenommen wird ein Wachstum von %1 % (Klasse %2; Bereich %3–%4 %).</translation>
    </message>
    <message>
        <source>Peak from the trace %1: %2 arrivals over %3 s, busiest %4 s window.</source>
        <translation>Spitze aus dem Trace %1: %2 Ankünfte über %3 s, dichtestes Fenster von %4 s.</translation>
    </message>
    <message>
        <source>The trace is assumed to contain the busiest period.</source>
        <translation>Angenommen wird, dass der Trace die lastintensivste Zeit enthält.</translation>
    </message>
    <message>
        <source>peak = busiest %1 s of the trace = %2 calls/s; average %3 calls/s</source>
        <translation>Spitze = dichteste %1 s des Traces = %2 Aufrufe/s; Durchschnitt %3 Aufrufe/s</translation>
    </message>
    <message>
        <source>The trace could not be used: %1</source>
        <translation>Der Trace war nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Measured peak: %1 calls/s.</source>
        <translation>Gemessene Spitze: %1 Aufrufe/s.</translation>
    </message>
    <message>
        <source>Peak-to-average ratio %1.</source>
        <translation>Verhältnis Spitze zu Durchschnitt %1.</translation>
    </message>
    <message>
        <source>Peak-to-average ratio assumed %1 (%2 class; range %3-%4), used only for the average load.</source>
        <translation>Verhältnis Spitze zu Durchschnitt angenommen mit %1 (Klasse %2; Bereich %3–%4), nur für die Durchschnittslast verwendet.</translation>
    </message>
    <message>
        <source>peak = measured %1 calls/s; average = %1 / %2 = %3 calls/s</source>
        <translation>Spitze = gemessene %1 Aufrufe/s; Durchschnitt = %1 / %2 = %3 Aufrufe/s</translation>
    </message>
    <message>
        <source>class &quot;%1&quot; has no load to plan for: give its active users and their behaviour, a measured peak rate or a representative trace</source>
        <translation>Klasse „%1“ hat keine planbare Last: ihre aktiven Nutzer und deren Verhalten, eine gemessene Spitzenrate oder einen repräsentativen Trace angeben</translation>
    </message>
    <message>
        <source>%1 active users or jobs in the busiest period.</source>
        <translation>%1 aktive Nutzer oder Jobs in der lastintensivsten Zeit.</translation>
    </message>
    <message>
        <source>The runs per user are assumed to be counted per hour (no time window given).</source>
        <translation>Die Durchläufe pro Nutzer werden als pro Stunde gezählt angenommen (kein Zeitfenster angegeben).</translation>
    </message>
    <message>
        <source>%1 runs per user per window.</source>
        <translation>%1 Durchläufe pro Nutzer und Zeitfenster.</translation>
    </message>
    <message>
        <source>Runs per user assumed %1 per hour (%2 class; range %3-%4).</source>
        <translation>Durchläufe pro Nutzer angenommen mit %1 pro Stunde (Klasse %2; Bereich %3–%4).</translation>
    </message>
    <message>
        <source>%1 LLM calls per run.</source>
        <translation>%1 LLM-Aufrufe pro Durchlauf.</translation>
    </message>
    <message>
        <source>LLM calls per run assumed %1 (%2 class; range %3-%4).</source>
        <translation>LLM-Aufrufe pro Durchlauf angenommen mit %1 (Klasse %2; Bereich %3–%4).</translation>
    </message>
    <message>
        <source>Peak-to-average ratio assumed %1 (%2 class; range %3-%4).</source>
        <translation>Verhältnis Spitze zu Durchschnitt angenommen mit %1 (Klasse %2; Bereich %3–%4).</translation>
    </message>
    <message>
        <source>peak = %1 users x %2 runs / %3 s x %4 calls per run x %5 peak-to-average = %6 calls/s (average %7)</source>
        <translation>Spitze = %1 Nutzer x %2 Durchläufe / %3 s x %4 Aufrufe pro Durchlauf x %5 Spitze/Durchschnitt = %6 Aufrufe/s (Durchschnitt %7)</translation>
    </message>
    <message>
        <source>range from the assumed values: %1-%2 calls/s</source>
        <translation>Bereich aus den angenommenen Werten: %1–%2 Aufrufe/s</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>%1 tokens p50 %2, p95 %3, p99 %4.</source>
        <translation>%1-Tokens p50 %2, p95 %3, p99 %4.</translation>
    </message>
    <message>
        <source>Up to %1 concurrent LLM calls.</source>
        <translation>Bis zu %1 gleichzeitige LLM-Aufrufe.</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>%1 Aufrufe</translation>
    </message>
    <message>
        <source>Measured from telemetry %1 (%2 – %3 UTC, %4).</source>
        <translation>Gemessen aus der Telemetrie %1 (%2 – %3 UTC, %4).</translation>
    </message>
    <message>
        <source>in runs: %1 calls/s / %2 calls per run = %3 runs/s</source>
        <translation>in Läufen: %1 Aufrufe/s / %2 Aufrufe pro Lauf = %3 runs/s</translation>
    </message>
    <message>
        <source>peak = %1 users x %2 runs / %3 s x %4 peak-to-average = %5 runs/s (average %6); x %7 calls per run = %8 calls/s</source>
        <translation>Spitze = %1 Benutzer x %2 Läufe / %3 s x %4 Spitze-zu-Durchschnitt = %5 runs/s (Durchschnitt %6); x %7 Aufrufe pro Lauf = %8 Aufrufe/s</translation>
    </message>
    <message>
        <source>range from the assumed values: %1-%2 runs/s</source>
        <translation>Bereich aus den angenommenen Werten: %1-%2 runs/s</translation>
    </message>
    <message>
        <source>the trace %1 is outside the request&apos;s folder; a request reads only files in its own folder</source>
        <translation>der Trace %1 liegt außerhalb des Ordners der Anfrage; eine Anfrage liest nur Dateien in ihrem eigenen Ordner</translation>
    </message>
</context>
<context>
    <name>PeerMetricMap</name>
    <message>
        <source>timed from the tool&apos;s send; equal to llmcap&apos;s (from the scheduled time) while the tool keeps its schedule</source>
        <translation>ab dem Senden durch das Werkzeug gemessen; gleich dem Wert von llmcap (ab dem geplanten Zeitpunkt), solange das Werkzeug seinen Zeitplan einhält</translation>
    </message>
    <message>
        <source>with --max-concurrency vLLM starts the timer after a concurrency slot frees: the wait for a slot is hidden (vllm issue 54101)</source>
        <translation>mit --max-concurrency startet vLLM den Timer erst, wenn ein Nebenläufigkeits-Slot frei wird: die Wartezeit auf einen Slot bleibt verborgen (vLLM-Issue 54101)</translation>
    </message>
    <message>
        <source>over the tool&apos;s whole benchmark duration, not llmcap&apos;s measurement window</source>
        <translation>über die gesamte Benchmark-Dauer des Werkzeugs, nicht über das Messfenster von llmcap</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TTFT (vLLM, after concurrency slot)</source>
        <translation>TTFT (vLLM, nach Nebenläufigkeits-Slot)</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>(E2E - TTFT) / (output tokens - 1) per request, as llmcap&apos;s</source>
        <translation>(E2E - TTFT) / (Ausgabe-Tokens - 1) pro Anfrage, wie bei llmcap</translation>
    </message>
    <message>
        <source>ITL (vLLM, chunk gap)</source>
        <translation>ITL (vLLM, Chunk-Abstand)</translation>
    </message>
    <message>
        <source>raw gaps between chunks pooled over requests; llmcap&apos;s ITL spreads a gap over the tokens its chunk carried</source>
        <translation>rohe Abstände zwischen Chunks, über alle Anfragen zusammengefasst; die ITL von llmcap verteilt einen Abstand auf die Tokens, die sein Chunk enthielt</translation>
    </message>
    <message>
        <source>E2E</source>
        <translation>E2E</translation>
    </message>
    <message>
        <source>E2EL (vLLM, after concurrency slot)</source>
        <translation>E2EL (vLLM, nach Nebenläufigkeits-Slot)</translation>
    </message>
    <message>
        <source>Request throughput (vLLM)</source>
        <translation>Anfragedurchsatz (vLLM)</translation>
    </message>
    <message>
        <source>Output token throughput (vLLM)</source>
        <translation>Ausgabe-Token-Durchsatz (vLLM)</translation>
    </message>
    <message>
        <source>Request goodput (vLLM, its --goodput SLOs)</source>
        <translation>Anfrage-Goodput (vLLM, seine --goodput-SLOs)</translation>
    </message>
    <message>
        <source>judged against the SLOs given to vLLM, over its whole run</source>
        <translation>gemessen an den SLOs, die vLLM übergeben wurden, über seinen gesamten Lauf</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabetokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabetokens</translation>
    </message>
    <message>
        <source>TPOT (GuideLLM, incl. TTFT)</source>
        <translation>TPOT (GuideLLM, inkl. TTFT)</translation>
    </message>
    <message>
        <source>request latency / output tokens: includes TTFT, unlike llmcap&apos;s TPOT</source>
        <translation>Anfragelatenz / Ausgabe-Tokens: enthält die TTFT, anders als die TPOT von llmcap</translation>
    </message>
    <message>
        <source>ITL (GuideLLM, token-weighted)</source>
        <translation>ITL (GuideLLM, nach Tokens gewichtet)</translation>
    </message>
    <message>
        <source>llmcap&apos;s TPOT per request, but each request weighted by its tokens: its percentiles are not llmcap&apos;s per-request TPOT percentiles</source>
        <translation>die TPOT von llmcap pro Anfrage, aber jede Anfrage nach ihren Tokens gewichtet: ihre Perzentile sind nicht die TPOT-Perzentile pro Anfrage von llmcap</translation>
    </message>
    <message>
        <source>Requests/s (GuideLLM)</source>
        <translation>Anfragen/s (GuideLLM)</translation>
    </message>
    <message>
        <source>Output tokens/s (GuideLLM)</source>
        <translation>Ausgabe-Tokens/s (GuideLLM)</translation>
    </message>
    <message>
        <source>Concurrency (GuideLLM)</source>
        <translation>Nebenläufigkeit (GuideLLM)</translation>
    </message>
    <message>
        <source>requests in flight over time</source>
        <translation>laufende Anfragen im Zeitverlauf</translation>
    </message>
    <message>
        <source>AIPerf calls it ITL: (latency - TTFT) / (output tokens - 1) per request, llmcap&apos;s TPOT</source>
        <translation>AIPerf nennt sie ITL: (Latenz - TTFT) / (Ausgabe-Tokens - 1) pro Anfrage, die TPOT von llmcap</translation>
    </message>
    <message>
        <source>ICL (AIPerf, chunk gap)</source>
        <translation>ICL (AIPerf, Chunk-Abstand)</translation>
    </message>
    <message>
        <source>raw gaps between chunks; llmcap&apos;s ITL spreads a gap over the tokens its chunk carried</source>
        <translation>rohe Abstände zwischen Chunks; die ITL von llmcap verteilt einen Abstand auf die Tokens, die sein Chunk enthielt</translation>
    </message>
    <message>
        <source>TTST (AIPerf)</source>
        <translation>TTST (AIPerf)</translation>
    </message>
    <message>
        <source>first to second token; llmcap has no such metric</source>
        <translation>erstes bis zweites Token; llmcap hat keine solche Metrik</translation>
    </message>
    <message>
        <source>Output tok/s per user (AIPerf)</source>
        <translation>Ausgabe-tok/s pro Nutzer (AIPerf)</translation>
    </message>
    <message>
        <source>1 / AIPerf&apos;s ITL per request</source>
        <translation>1 / ITL von AIPerf pro Anfrage</translation>
    </message>
    <message>
        <source>Request throughput (AIPerf)</source>
        <translation>Anfragedurchsatz (AIPerf)</translation>
    </message>
    <message>
        <source>Output token throughput (AIPerf)</source>
        <translation>Ausgabe-Token-Durchsatz (AIPerf)</translation>
    </message>
    <message>
        <source>vLLM bench serve</source>
        <translation>vLLM bench serve</translation>
    </message>
    <message>
        <source>GuideLLM</source>
        <translation>GuideLLM</translation>
    </message>
    <message>
        <source>AIPerf</source>
        <translation>AIPerf</translation>
    </message>
    <message>
        <source>ITL</source>
        <translation>ITL</translation>
    </message>
    <message>
        <source>TTFT (SGLang, after concurrency slot)</source>
        <translation>TTFT (SGLang, nach Nebenläufigkeits-Slot)</translation>
    </message>
    <message>
        <source>with --max-concurrency SGLang starts the timer once a concurrency slot is free: the wait for a slot is hidden</source>
        <translation>mit --max-concurrency startet SGLang die Uhr erst, wenn ein Nebenläufigkeits-Slot frei ist: das Warten auf einen Slot bleibt verborgen</translation>
    </message>
    <message>
        <source>ITL (SGLang, chunk gap)</source>
        <translation>ITL (SGLang, Chunk-Abstand)</translation>
    </message>
    <message>
        <source>E2E (SGLang, after concurrency slot)</source>
        <translation>E2E (SGLang, nach Nebenläufigkeits-Slot)</translation>
    </message>
    <message>
        <source>Request throughput (SGLang)</source>
        <translation>Anfragedurchsatz (SGLang)</translation>
    </message>
    <message>
        <source>Output token throughput (SGLang)</source>
        <translation>Ausgabe-Token-Durchsatz (SGLang)</translation>
    </message>
    <message>
        <source>TPOT (inference-perf)</source>
        <translation>TPOT (inference-perf)</translation>
    </message>
    <message>
        <source>inference-perf&apos;s own definition; not checked to equal llmcap&apos;s per-request TPOT</source>
        <translation>die eigene Definition von inference-perf; nicht geprüft, ob sie llmcaps TPOT je Anfrage entspricht</translation>
    </message>
    <message>
        <source>Normalized TPOT (inference-perf)</source>
        <translation>Normierter TPOT (inference-perf)</translation>
    </message>
    <message>
        <source>ITL (inference-perf)</source>
        <translation>ITL (inference-perf)</translation>
    </message>
    <message>
        <source>gaps between streamed chunks pooled over requests</source>
        <translation>Abstände zwischen gestreamten Chunks über alle Anfragen</translation>
    </message>
    <message>
        <source>Requests/s (inference-perf)</source>
        <translation>Anfr./s (inference-perf)</translation>
    </message>
    <message>
        <source>Output tokens/s (inference-perf)</source>
        <translation>Ausgabe-Token/s (inference-perf)</translation>
    </message>
    <message>
        <source>SGLang bench_serving</source>
        <translation>SGLang bench_serving</translation>
    </message>
    <message>
        <source>inference-perf</source>
        <translation>inference-perf</translation>
    </message>
</context>
<context>
    <name>PeerResultImporter</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PeerResultReader</name>
    <message>
        <source>vLLM bench serve result JSON</source>
        <translation>Ergebnis-JSON von vLLM bench serve</translation>
    </message>
    <message>
        <source>GuideLLM benchmarks.json</source>
        <translation>GuideLLM benchmarks.json</translation>
    </message>
    <message>
        <source>%1 at %2 req/s</source>
        <translation>%1 bei %2 req/s</translation>
    </message>
    <message>
        <source>%1, %2 streams</source>
        <translation>%1, %2 Streams</translation>
    </message>
    <message>
        <source>AIPerf profile_export_aiperf.json</source>
        <translation>AIPerf profile_export_aiperf.json</translation>
    </message>
    <message>
        <source>concurrency %1</source>
        <translation>Nebenläufigkeit %1</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 Anfr./s</translation>
    </message>
    <message>
        <source>AIPerf profile_export.jsonl</source>
        <translation>AIPerf profile_export.jsonl</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: a %2 with no metrics llmcap can show</source>
        <translation>%1: %2 ohne Metriken, die llmcap anzeigen kann</translation>
    </message>
    <message>
        <source>SGLang bench_serving JSONL</source>
        <translation>SGLang-bench_serving-JSONL</translation>
    </message>
    <message>
        <source>inference-perf lifecycle report</source>
        <translation>inference-perf-Lifecycle-Bericht</translation>
    </message>
    <message>
        <source>expected a JSON object with vLLM&apos;s &quot;completed&quot; and &quot;mean_ttft_ms&quot;, SGLang bench_serving&apos;s lines, GuideLLM&apos;s &quot;benchmarks&quot; array, AIPerf&apos;s metric objects and &quot;input_config&quot;, AIPerf profile_export JSONL records, or inference-perf&apos;s &quot;load_summary&quot; and &quot;successes&quot;</source>
        <translation>erwartet ein JSON-Objekt mit vLLMs &quot;completed&quot; und &quot;mean_ttft_ms&quot;, die Zeilen von SGLangs bench_serving, GuideLLMs Array &quot;benchmarks&quot;, AIPerfs Metrikobjekte und &quot;input_config&quot;, AIPerfs profile_export-JSONL-Datensätze oder &quot;load_summary&quot; und &quot;successes&quot; von inference-perf</translation>
    </message>
    <message>
        <source>%1: not a vLLM bench serve, SGLang bench_serving, GuideLLM, AIPerf or inference-perf result (%2)</source>
        <translation>%1: kein Ergebnis von vLLM bench serve, SGLang bench_serving, GuideLLM, AIPerf oder inference-perf (%2)</translation>
    </message>
    <message>
        <source>%1: an AIPerf CSV export (profile_export_aiperf.csv); import profile_export_aiperf.json from the same directory instead</source>
        <translation>%1: ein CSV-Export von AIPerf (profile_export_aiperf.csv); stattdessen profile_export_aiperf.json aus demselben Verzeichnis importieren</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>Envelope %1: peak %2 calls/s (range %3-%4), sustainable %5 calls/s per replica (%6)</source>
        <translation>Kapazitätsrahmen %1: Spitze %2 Aufrufe/s (Bereich %3–%4), tragbar %5 Aufrufe/s pro Replikat (%6)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>envelope</source>
        <translation>Rahmen</translation>
    </message>
    <message>
        <source>component</source>
        <translation>Bestandteil</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Assumptions (* filled in by llmcap, not in the request):</source>
        <translation>Annahmen (* von llmcap eingesetzt, nicht aus der Anfrage):</translation>
    </message>
    <message>
        <source>How to be less wrong:</source>
        <translation>Wie man weniger falsch liegt:</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>Preliminary: %1 reason(s); see the assumptions above.</source>
        <translation>Vorläufig: %1 Grund/Gründe; siehe die Annahmen oben.</translation>
    </message>
    <message>
        <source>Build the replica plan from a sizing request, and export it.</source>
        <translation>Den Replikatplan aus einer Kapazitätsanfrage erstellen und exportieren.</translation>
    </message>
    <message>
        <source>Sizing file (JSON or YAML) to plan from.</source>
        <translation>Kapazitätsdatei (JSON oder YAML), aus der geplant wird.</translation>
    </message>
    <message>
        <source>Plan from the sizing request stored with project NAME; the plan is saved with the project.</source>
        <translation>Aus der Kapazitätsanfrage des Projekts NAME planen; der Plan wird beim Projekt gespeichert.</translation>
    </message>
    <message>
        <source>Take the sustainable load from stored sweep ID (or ENVELOPE=ID for one envelope; repeatable).</source>
        <translation>Tragbare Last aus dem gespeicherten Sweep ID nehmen (oder RAHMEN=ID für einen Kapazitätsrahmen; wiederholbar).</translation>
    </message>
    <message>
        <source>Write the PDF report to OUT.</source>
        <translation>PDF-Bericht nach OUT schreiben.</translation>
    </message>
    <message>
        <source>Write the plan rows as CSV to OUT.</source>
        <translation>Planzeilen als CSV nach OUT schreiben.</translation>
    </message>
    <message>
        <source>Write the sizing request as a Markdown questionnaire to OUT.</source>
        <translation>Kapazitätsanfrage als Markdown-Fragebogen nach OUT schreiben.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give either --sizing FILE or --project NAME</source>
        <translation>entweder --sizing DATEI oder --project NAME angeben</translation>
    </message>
    <message>
        <source>no project named &quot;%1&quot;</source>
        <translation>kein Projekt namens „%1“</translation>
    </message>
    <message>
        <source>project &quot;%1&quot; has no sizing request yet: fill it in the GUI or plan from a file with --sizing</source>
        <translation>Projekt „%1“ hat noch keine Kapazitätsanfrage: in der Oberfläche ausfüllen oder mit --sizing aus einer Datei planen</translation>
    </message>
    <message>
        <source>Saved as plan %1 of project &quot;%2&quot;.</source>
        <translation>Als Plan %1 des Projekts „%2“ gespeichert.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Where no sustainable load is given, estimate it with the built-in simulator (preliminary, wide range).</source>
        <translation>Wo keine tragbare Last angegeben ist, sie mit dem eingebauten Simulator schätzen (vorläufig, weiter Bereich).</translation>
    </message>
    <message>
        <source>With --sweep: write the sweep&apos;s steps (rate, verdict, reasons, attainment, goodput, latency percentiles) as CSV to OUT.</source>
        <translation>Mit --sweep: die Stufen des Sweeps (Rate, Urteil, Gründe, Erfüllungsgrad, Goodput, Latenzperzentile) als CSV nach OUT schreiben.</translation>
    </message>
    <message>
        <source>With --sweep: write every request of the sweep&apos;s steps as CSV to OUT (the columns of bench --csv).</source>
        <translation>Mit --sweep: jede Anfrage der Stufen des Sweeps als CSV nach OUT schreiben (die Spalten von bench --csv).</translation>
    </message>
    <message>
        <source>--steps-csv and --requests-csv need --sweep ID</source>
        <translation>--steps-csv und --requests-csv brauchen --sweep ID</translation>
    </message>
    <message>
        <source>warning: sweep %1, which the sustainable load names, is not in %2 (or has no boundary): the plan cannot check that it measured this request</source>
        <translation>Warnung: Sweep %1, den die tragbare Last nennt, ist nicht in %2 (oder hat keine Grenze): Der Plan kann nicht prüfen, ob er diese Anfrage gemessen hat</translation>
    </message>
    <message>
        <source>UNSAFE: the sustainable load failed its own confirmation; the replica counts rest on a rate shown not to hold:</source>
        <translation>UNSICHER: die tragbare Last hat ihre eigene Bestätigung nicht bestanden; die Replikatzahlen beruhen auf einer Rate, die nachweislich nicht hält:</translation>
    </message>
    <message>
        <source>Projects the peak offered load from the sizing request&apos;s workload profile, divides it by the sustainable load per replica (a sweep&apos;s planned rate, else the lower confidence bound), and adds reserve for the failure topology, rollouts, growth and warm start-up. Every assumption is listed; with missing data the plan is preliminary and gives a range.

The sizing file (JSON or YAML) holds the six sections of the sizing request and a deployment section with the replica configuration and the sustainable load; see the README. --sweep takes the sustainable load from a stored sweep instead (--sweep ID for all envelopes, --sweep ENVELOPE=ID for one); --simulate estimates it with the built-in simulator where none is given, as a preliminary value with a wide range.

Exit codes: 0 plan made (possibly preliminary); 1 no replica count could be made (for example no sustainable load), or the plan is unsafe (no rate held in the sweep&apos;s confirmation runs; the plan and its exports are still written); 2 usage error; 3 bad input.</source>
        <translation>Schätzt die angebotene Spitzenlast aus dem Lastprofil der Kapazitätsanfrage, teilt sie durch die tragbare Last pro Replikat (die geplante Rate eines Sweeps, sonst die untere Konfidenzgrenze) und ergänzt Reserven für die Ausfalltopologie, Rollouts, Wachstum und warmen Start. Jede Annahme wird aufgeführt; fehlen Daten, ist der Plan vorläufig und nennt einen Bereich.

Die Kapazitätsdatei (JSON oder YAML) enthält die sechs Abschnitte der Kapazitätsanfrage und einen deployment-Abschnitt mit Replikat-Konfiguration und tragbarer Last; siehe README. --sweep nimmt die tragbare Last stattdessen aus einem gespeicherten Sweep (--sweep ID für alle Kapazitätsrahmen, --sweep RAHMEN=ID für einen); --simulate schätzt sie, wo keine angegeben ist, mit dem eingebauten Simulator, als vorläufigen Wert mit weitem Bereich.

Exit-Codes: 0 Plan erstellt (eventuell vorläufig); 1 keine Replikatzahl möglich (zum Beispiel ohne tragbare Last) oder der Plan ist unsicher (keine Rate hielt in den Bestätigungsläufen des Sweeps; Plan und Exporte werden trotzdem geschrieben); 2 Bedienfehler; 3 ungültige Eingabe.</translation>
    </message>
    <message>
        <source>Envelope %1: peak %2 runs/s (range %3-%4), sustainable %5 runs/s per replica (%6)</source>
        <translation>Kapazitätsrahmen %1: Spitze %2 runs/s (Spanne %3-%4), tragbar %5 runs/s je Replikat (%6)</translation>
    </message>
    <message>
        <source>Show stored validation ID in the report (with --project, the newest validation attached to this plan is shown without it).</source>
        <translation>Gespeicherte Validierung ID im Bericht zeigen (mit --project wird ohne diese Option die neueste diesem Plan angehängte Validierung gezeigt).</translation>
    </message>
    <message>
        <source>Write the shown validation&apos;s per-minute rows as CSV to OUT.</source>
        <translation>Die Minutenzeilen der gezeigten Validierung als CSV nach OUT schreiben.</translation>
    </message>
    <message>
        <source>--validation must be a validation id (see llmcap-cli validate --list)</source>
        <translation>--validation muss eine Validierungs-ID sein (siehe llmcap-cli validate --list)</translation>
    </message>
    <message>
        <source>Validation %1 (%2) is shown with this plan.</source>
        <translation>Validierung %1 (%2) wird mit diesem Plan gezeigt.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cost (730 h a month, %1 per GPU-hour):</source>
        <translation>Kosten (730 h pro Monat, %1 pro GPU-Stunde):</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>pro Monat</translation>
    </message>
    <message>
        <source>Price per GPU-hour for the plan&apos;s cost (wins over the project&apos;s price and the GPU catalog&apos;s).</source>
        <translation>Preis pro GPU-Stunde für die Kosten des Plans (hat Vorrang vor dem Preis des Projekts und dem des GPU-Katalogs).</translation>
    </message>
    <message>
        <source>With --gpu-price: its ISO 4217 currency code (default USD).</source>
        <translation>Mit --gpu-price: der Währungscode nach ISO 4217 (Standard: USD).</translation>
    </message>
    <message>
        <source>With --gpu-price: where the price comes from, shown beside the cost (e.g. &quot;list price, cloud on-demand, 2026-11&quot;).</source>
        <translation>Mit --gpu-price: woher der Preis stammt, neben den Kosten angezeigt (z. B. &quot;Listenpreis, Cloud On-Demand, 2026-11&quot;).</translation>
    </message>
    <message>
        <source>given with --gpu-price</source>
        <translation>mit --gpu-price angegeben</translation>
    </message>
    <message>
        <source>--currency and --price-source need --gpu-price AMOUNT</source>
        <translation>--currency und --price-source erfordern --gpu-price AMOUNT</translation>
    </message>
    <message>
        <source>Breach probability (the grown peak exceeds what the serving replicas sustain):</source>
        <translation>Überlastwahrscheinlichkeit (die gewachsene Spitze übersteigt, was die bedienenden Replikate tragen):</translation>
    </message>
    <message>
        <source>The breach target in percent (default 5, or the sizing file&apos;s breach_probability_pct): the plan gives each envelope the serving replicas whose chance of falling short of the projected peak is at most this.</source>
        <translation>Das Überlastziel in Prozent (Vorgabe 5 oder breach_probability_pct der Sizing-Datei): der Plan gibt jedem Kapazitätsrahmen so viele bedienende Replikate, dass die Wahrscheinlichkeit, hinter der projizierten Spitze zurückzubleiben, höchstens so groß ist.</translation>
    </message>
    <message>
        <source>must be a percentage above 0 and below 50 (got &quot;%1&quot;)</source>
        <translation>muss ein Prozentsatz über 0 und unter 50 sein (erhalten: „%1“)</translation>
    </message>
</context>
<context>
    <name>PlanCost</name>
    <message>
        <source>Class %1: output lengths assumed (p50 %2, p95 %3 tokens) for the cost per million output tokens.</source>
        <translation>Klasse %1: Ausgabelängen angenommen (p50 %2, p95 %3 Tokens) für die Kosten pro Million Ausgabe-Tokens.</translation>
    </message>
    <message>
        <source>the GPU</source>
        <translation>die GPU</translation>
    </message>
    <message>
        <source>cost: no price per GPU-hour set for %1</source>
        <translation>Kosten: kein Preis pro GPU-Stunde für %1 festgelegt</translation>
    </message>
    <message>
        <source>cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <source>cost: the GPUs per replica are unknown (choose a model and a GPU)</source>
        <translation>Kosten: die GPUs pro Replik sind unbekannt (wählen Sie ein Modell und eine GPU)</translation>
    </message>
    <message>
        <source>cost: no replica count yet</source>
        <translation>Kosten: noch keine Anzahl an Repliken</translation>
    </message>
    <message>
        <source>GPU catalog</source>
        <translation>GPU-Katalog</translation>
    </message>
    <message>
        <source>project setting</source>
        <translation>Projekteinstellung</translation>
    </message>
    <message>
        <source>Price: %1 per GPU-hour for %2 (%3; source: %4).</source>
        <translation>Preis: %1 pro GPU-Stunde für %2 (%3; Quelle: %4).</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Monthly cost (730 h a month): %1 (range %2 - %3).</source>
        <translation>Monatliche Kosten (730 h pro Monat): %1 (Spanne %2 - %3).</translation>
    </message>
    <message>
        <source>Cost per million output tokens at the projected peak (%1 calls/s x %2 output tokens): %3; at the average load: %4.</source>
        <translation>Kosten pro Million Ausgabe-Tokens bei der prognostizierten Spitze (%1 calls/s x %2 Ausgabe-Tokens): %3; bei durchschnittlicher Last: %4.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Cost per million output tokens: unknown (no projected peak).</source>
        <translation>Kosten pro Million Ausgabe-Tokens: unbekannt (keine prognostizierte Spitze).</translation>
    </message>
</context>
<context>
    <name>PlanFleet</name>
    <message>
        <source>plan %1 has no replica count</source>
        <translation>Plan %1 hat keine Replikatanzahl</translation>
    </message>
    <message>
        <source>From plan %1, the project&apos;s newest: %2 serving replicas of its %3 (the rollout reserve serves only during a rollout) at its peak of %4 req/s at the horizon</source>
        <translation>Aus Plan %1, dem neuesten des Projekts: %2 bedienende Replikate von seinen %3 (die Rollout-Reserve bedient nur während eines Rollouts) bei seiner Spitze von %4 Anfr./s am Horizont</translation>
    </message>
    <message>
        <source>From plan %1, the project&apos;s newest: %2 serving replicas at its peak of %3 req/s at the horizon</source>
        <translation>Aus Plan %1, dem neuesten des Projekts: %2 bedienende Replikate bei seiner Spitze von %3 Anfr./s am Horizont</translation>
    </message>
    <message>
        <source> (its runs/s as LLM calls)</source>
        <translation> (seine Läufe/s als LLM-Aufrufe)</translation>
    </message>
    <message>
        <source>, start-up %1</source>
        <translation>, Startzeit %1</translation>
    </message>
    <message>
        <source>, start-up unknown (the example&apos;s kept)</source>
        <translation>, Startzeit unbekannt (die des Beispiels bleibt)</translation>
    </message>
    <message>
        <source>, the workload&apos;s mean prompt and output lengths</source>
        <translation>, die mittleren Prompt- und Ausgabelängen der Last</translation>
    </message>
    <message>
        <source>; envelope %1, the first of %2</source>
        <translation>; Kapazitätsrahmen %1, der erste von %2</translation>
    </message>
</context>
<context>
    <name>PlanInput</name>
    <message>
        <source>%1: a sizing file must be an object with the sections product, models, workload, slo, reliability, observability and deployment</source>
        <translation>%1: eine Kapazitätsdatei muss ein Objekt mit den Abschnitten product, models, workload, slo, reliability, observability und deployment sein</translation>
    </message>
</context>
<context>
    <name>PlanRepository</name>
    <message>
        <source>the sizing request of project %1 is damaged: %2</source>
        <translation>die Kapazitätsanfrage von Projekt %1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>sizing request of project %1</source>
        <translation>Kapazitätsanfrage von Projekt %1</translation>
    </message>
    <message>
        <source>The sizing request was not saved: it could not be read back (%1).</source>
        <translation>Die Kapazitätsanfrage wurde nicht gespeichert: Sie ließe sich nicht wieder einlesen (%1).</translation>
    </message>
</context>
<context>
    <name>PlanValidation</name>
    <message>
        <source>plan %1 of project &quot;%2&quot;</source>
        <translation>Plan %1 des Projekts &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 stored %2 replicas for envelope &quot;%3&quot;; its inputs give %4 today (the sweeps or llmcap changed): the stored count is validated</source>
        <translation>%1 speicherte %2 Replikate für Kapazitätsrahmen &quot;%3&quot;; ihre Eingaben ergeben heute %4 (die Sweeps oder llmcap haben sich geändert): die gespeicherte Anzahl wird validiert</translation>
    </message>
    <message>
        <source>no plan %1 in this database (llmcap-cli plan --project NAME saves one and prints its id)</source>
        <translation>kein Plan %1 in dieser Datenbank (llmcap-cli plan --project NAME speichert einen und gibt seine ID aus)</translation>
    </message>
    <message>
        <source>plan %1 belongs to project &quot;%2&quot;, not to the project named</source>
        <translation>Plan %1 gehört zu Projekt &quot;%2&quot;, nicht zum genannten Projekt</translation>
    </message>
    <message>
        <source>project &quot;%1&quot; has no stored plan yet: make one with llmcap-cli plan --project &quot;%1&quot;, or validate a sizing file with --sizing FILE --sweep ID</source>
        <translation>Projekt &quot;%1&quot; hat noch keinen gespeicherten Plan: einen mit llmcap-cli plan --project &quot;%1&quot; erstellen oder eine Sizing-Datei mit --sizing DATEI --sweep ID validieren</translation>
    </message>
    <message>
        <source>--sweep %1: %2</source>
        <translation>--sweep %1: %2</translation>
    </message>
    <message>
        <source>%1 with sweep %2</source>
        <translation>%1 mit Sweep %2</translation>
    </message>
    <message>
        <source>drill &quot;%1&quot; from the plan: %2</source>
        <translation>Übung &quot;%1&quot; aus dem Plan: %2</translation>
    </message>
    <message>
        <source>no loss drill: the request accepts reduced capacity during any failure (loss_to_survive none)</source>
        <translation>keine Ausfallübung: die Anfrage nimmt bei jedem Ausfall verringerte Kapazität hin (loss_to_survive none)</translation>
    </message>
    <message>
        <source>loss_to_survive %1: one replica lost at once; failure reserve %2</source>
        <translation>loss_to_survive %1: ein Replikat fällt auf einmal aus; Ausfallreserve %2</translation>
    </message>
    <message>
        <source>loss_to_survive %1: %2 replica(s) lost at once (placement %3, %4 GPU(s) per replica, %5 per node%6); failure reserve %7</source>
        <translation>loss_to_survive %1: %2 Replikat(e) fallen auf einmal aus (Platzierung %3, %4 GPU(s) je Replikat, %5 je Knoten%6); Ausfallreserve %7</translation>
    </message>
    <message>
        <source>, %1 failure domains</source>
        <translation>, %1 Ausfalldomänen</translation>
    </message>
    <message>
        <source>the lost capacity comes back with the deployment&apos;s start-up time</source>
        <translation>die verlorene Kapazität kommt mit der Startzeit des Deployments zurück</translation>
    </message>
    <message>
        <source>rollout surge, max_surge %1: new instances start beside the old ones on the rollout reserve</source>
        <translation>Rollout surge, max_surge %1: neue Instanzen starten neben den alten auf der Rollout-Reserve</translation>
    </message>
    <message>
        <source>rollout in-place: each replica stops taking traffic and restarts; the simulated fleet restarts one at a time (max_surge %1)</source>
        <translation>Rollout in-place: jedes Replikat nimmt keinen Verkehr mehr an und startet neu; die simulierte Flotte startet eines nach dem anderen neu (max_surge %1)</translation>
    </message>
    <message>
        <source>rollout blue-green: a complete second set starts beside the first</source>
        <translation>Rollout blue-green: ein vollständiger zweiter Satz startet neben dem ersten</translation>
    </message>
    <message>
        <source>; it takes %1, so the validation ends %2 into it</source>
        <translation>; er dauert %1, daher endet die Validierung %2 danach</translation>
    </message>
    <message>
        <source>no rollout drill: the request plans no rollout reserve</source>
        <translation>keine Rollout-Übung: die Anfrage plant keine Rollout-Reserve</translation>
    </message>
    <message>
        <source>%1 has no replica count: %2</source>
        <translation>%1 hat keine Replikatanzahl: %2</translation>
    </message>
    <message>
        <source>no workload class</source>
        <translation>keine Workload-Klasse</translation>
    </message>
    <message>
        <source>%1 has %2 capacity envelopes (%3), each its own fleet: choose one with --envelope ID</source>
        <translation>%1 hat %2 Kapazitätshüllen (%3), jede ihre eigene Flotte: eine mit --envelope ID wählen</translation>
    </message>
    <message>
        <source>%1 has no envelope &quot;%2&quot;; its envelopes: %3</source>
        <translation>%1 hat keine Kapazitätsrahmen &quot;%2&quot;; seine Kapazitätsrahmen: %3</translation>
    </message>
    <message>
        <source>%1 has no replica count for envelope &quot;%2&quot;: %3</source>
        <translation>%1 hat keine Replikatanzahl für Kapazitätsrahmen &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>plan under test: %1, envelope &quot;%2&quot;: %3 replicas (base %4, growth %5, failure %6, rollout %7)</source>
        <translation>geprüfter Plan: %1, Kapazitätsrahmen &quot;%2&quot;: %3 Replikate (Basis %4, Wachstum %5, Ausfall %6, Rollout %7)</translation>
    </message>
    <message>
        <source>the plan is UNSAFE: %1</source>
        <translation>der Plan ist UNSICHER: %1</translation>
    </message>
    <message>
        <source>the plan is preliminary (%1 reason(s), e.g. %2)</source>
        <translation>der Plan ist vorläufig (%1 Grund/Gründe, z. B. %2)</translation>
    </message>
    <message>
        <source>fleet: %1 replicas as given (--replicas), instead of the plan&apos;s %2</source>
        <translation>Flotte: %1 Replikate wie angegeben (--replicas) statt der %2 des Plans</translation>
    </message>
    <message>
        <source>fleet: %1 replicas serve; the rollout reserve of %2 (%3) hosts the new instances during a rollout</source>
        <translation>Flotte: %1 Replikate bedienen; die Rollout-Reserve von %2 (%3) nimmt während eines Rollouts die neuen Instanzen auf</translation>
    </message>
    <message>
        <source>fleet: all %1 replicas of the plan serve</source>
        <translation>Flotte: alle %1 Replikate des Plans bedienen</translation>
    </message>
    <message>
        <source>replica: %1 (the simulator&apos;s replica for the deployment; %2 names no sweep on the built-in server)</source>
        <translation>Replikat: %1 (das Replikat des Simulators für das Deployment; %2 nennt keinen Sweep auf dem eingebauten Server)</translation>
    </message>
    <message>
        <source>%1 names no sweep on the built-in server and no replica configuration: give the preset with --sim-fleet PRESET</source>
        <translation>%1 nennt keinen Sweep auf dem eingebauten Server und keine Replikatkonfiguration: das Preset mit --sim-fleet PRESET angeben</translation>
    </message>
    <message>
        <source>replica: preset %1 at speed %2</source>
        <translation>Replikat: Preset %1 mit Geschwindigkeit %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, %1 with %2 % growth</source>
        <translation>, %1 mit %2 % Wachstum</translation>
    </message>
    <message>
        <source> at the horizon (with growth)</source>
        <translation> am Horizont (mit Wachstum)</translation>
    </message>
    <message>
        <source>--bursts: the sizing request gives no burst duration (burst_s) for envelope &quot;%1&quot;</source>
        <translation>--bursts: die Sizing-Anfrage gibt keine Burst-Dauer (burst_s) für Kapazitätsrahmen &quot;%1&quot; an</translation>
    </message>
    <message>
        <source>load shape: %1</source>
        <translation>Lastform: %1</translation>
    </message>
    <message>
        <source>placement: %1 (%2 replica(s) per node), start-up %3</source>
        <translation>Platzierung: %1 (%2 Replikat(e) je Knoten), Start %3</translation>
    </message>
    <message>
        <source>%1 failure domains</source>
        <translation>%1 Ausfalldomänen</translation>
    </message>
    <message>
        <source>drills: from the drill file, instead of the plan&apos;s</source>
        <translation>Übungen: aus der Übungsdatei statt der des Plans</translation>
    </message>
    <message>
        <source>the plan would pass with %1 replicas in total (%2 serving + %3 rollout reserve); it has %4</source>
        <translation>der Plan bestünde mit insgesamt %1 Replikaten (%2 bedienend + %3 Rollout-Reserve); er hat %4</translation>
    </message>
    <message>
        <source>runs/s</source>
        <translation>runs/s</translation>
    </message>
    <message>
        <source>calls/s</source>
        <translation>Aufrufe/s</translation>
    </message>
    <message>
        <source>class &quot;%1&quot;: projected peak %2 %3%4</source>
        <translation>Klasse &quot;%1&quot;: projizierte Spitze %2 %3%4</translation>
    </message>
    <message>
        <source>load: %1 %2 as given (--rate), instead of the plan&apos;s peak %3</source>
        <translation>Last: %1 %2 wie angegeben (--rate) statt der Spitze %3 des Plans</translation>
    </message>
    <message>
        <source>load: the envelope&apos;s peak %1 %2%3</source>
        <translation>Last: die Spitze der Kapazitätsrahmen %1 %2%3</translation>
    </message>
    <message>
        <source>replica: preset %1, the built-in server sweep %2 ran on</source>
        <translation>Replikat: Preset %1, auf dem der Sweep %2 des eingebauten Servers lief</translation>
    </message>
</context>
<context>
    <name>ProjectProgress</name>
    <message>
        <source>Not answered yet: fill it in with the wizard or open a file.</source>
        <translation>Noch nicht beantwortet: mit dem Assistenten ausfüllen oder eine Datei öffnen.</translation>
    </message>
    <message>
        <source>Answers to correct: %1.</source>
        <translation>Zu korrigierende Antworten: %1.</translation>
    </message>
    <message>
        <source>%1 % of the required questions answered.</source>
        <translation>%1 % der Pflichtfragen beantwortet.</translation>
    </message>
    <message>
        <source>Every required question answered.</source>
        <translation>Alle Pflichtfragen beantwortet.</translation>
    </message>
    <message>
        <source>Replica: %1 on %2.</source>
        <translation>Replikat: %1 auf %2.</translation>
    </message>
    <message>
        <source>a custom model</source>
        <translation>ein eigenes Modell</translation>
    </message>
    <message>
        <source>No model and GPU chosen for one replica yet.</source>
        <translation>Noch kein Modell und keine GPU für ein Replikat gewählt.</translation>
    </message>
    <message>
        <source>Telemetry datasets imported: %1.</source>
        <translation>Importierte Telemetrie-Datensätze: %1.</translation>
    </message>
    <message>
        <source>Import what the application really sends, to replace guesses.</source>
        <translation>Importieren, was die Anwendung wirklich sendet, um Annahmen zu ersetzen.</translation>
    </message>
    <message>
        <source>No workload classes yet.</source>
        <translation>Noch keine Lastklassen.</translation>
    </message>
    <message>
        <source>Derived from the sizing request.</source>
        <translation>Aus der Kapazitätsanfrage abgeleitet.</translation>
    </message>
    <message>
        <source>Saved with the project.</source>
        <translation>Mit dem Projekt gespeichert.</translation>
    </message>
    <message>
        <source>Finished sweeps: %1.</source>
        <translation>Abgeschlossene Sweeps: %1.</translation>
    </message>
    <message>
        <source>No finished sweep: measure one replica&apos;s SLO boundary.</source>
        <translation>Kein abgeschlossener Sweep: die SLO-Grenze eines Replikats messen.</translation>
    </message>
    <message>
        <source>Saved plans: %1.</source>
        <translation>Gespeicherte Pläne: %1.</translation>
    </message>
    <message>
        <source>No plan saved yet.</source>
        <translation>Noch kein Plan gespeichert.</translation>
    </message>
    <message>
        <source>The latest validation passed.</source>
        <translation>Die letzte Validierung bestand.</translation>
    </message>
    <message>
        <source>The latest validation failed.</source>
        <translation>Die letzte Validierung scheiterte.</translation>
    </message>
    <message>
        <source>No validation of a plan yet.</source>
        <translation>Noch keine Validierung eines Plans.</translation>
    </message>
    <message>
        <source>Export the plan for review; exports are files, not kept in the project.</source>
        <translation>Den Plan zur Prüfung exportieren; Exporte sind Dateien und werden nicht im Projekt gehalten.</translation>
    </message>
</context>
<context>
    <name>ProjectRepository</name>
    <message>
        <source>a project needs a name</source>
        <translation>ein Projekt braucht einen Namen</translation>
    </message>
    <message>
        <source>a project name has at most %1 characters</source>
        <translation>ein Projektname hat höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>a project named &quot;%1&quot; already exists</source>
        <translation>ein Projekt namens „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>project %1 does not exist</source>
        <translation>Projekt %1 existiert nicht</translation>
    </message>
</context>
<context>
    <name>ProjectsCommand</name>
    <message>
        <source>List the projects in the database, or create one.</source>
        <translation>Projekte der Datenbank auflisten oder eines anlegen.</translation>
    </message>
    <message>
        <source>Create a project named NAME.</source>
        <translation>Ein Projekt namens NAME anlegen.</translation>
    </message>
    <message>
        <source>Description of the project created with --create.</source>
        <translation>Beschreibung des mit --create angelegten Projekts.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--description goes with --create</source>
        <translation>--description gehört zu --create</translation>
    </message>
    <message>
        <source>created project %1 (id %2)</source>
        <translation>Projekt %1 angelegt (ID %2)</translation>
    </message>
    <message>
        <source>no projects yet; create one with --create NAME</source>
        <translation>noch keine Projekte; mit --create NAME eines anlegen</translation>
    </message>
</context>
<context>
    <name>ProtectedFiles</name>
    <message>
        <source>%1 belongs to the open project database; choose another file</source>
        <translation>%1 gehört zur geöffneten Projektdatenbank; wählen Sie eine andere Datei</translation>
    </message>
</context>
<context>
    <name>Pseudonymizer</name>
    <message>
        <source>cannot make the folder %1 for the telemetry key</source>
        <translation>der Ordner %1 für den Telemetrie-Schlüssel kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create the telemetry key file %1: %2</source>
        <translation>die Telemetrie-Schlüsseldatei %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>cannot write the telemetry key file %1: %2</source>
        <translation>die Telemetrie-Schlüsseldatei %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the telemetry key file %1 can be read by other users; make it private (chmod 600) and try again</source>
        <translation>die Telemetrie-Schlüsseldatei %1 ist für andere Benutzer lesbar; machen Sie sie privat (chmod 600) und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>cannot read the telemetry key file %1: %2</source>
        <translation>die Telemetrie-Schlüsseldatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the telemetry key file %1 is damaged (not %2 bytes in hex)</source>
        <translation>die Telemetrie-Schlüsseldatei %1 ist beschädigt (nicht %2 Bytes hexadezimal)</translation>
    </message>
</context>
<context>
    <name>QuestionnaireMarkdown</name>
    <message>
        <source>(optional)</source>
        <translation>(optional)</translation>
    </message>
    <message>
        <source>not answered yet</source>
        <translation>noch nicht beantwortet</translation>
    </message>
    <message>
        <source>Sizing request</source>
        <translation>Kapazitätsanfrage</translation>
    </message>
    <message>
        <source>Sizing request: %1</source>
        <translation>Kapazitätsanfrage: %1</translation>
    </message>
    <message>
        <source>Project: %1</source>
        <translation>Projekt: %1</translation>
    </message>
    <message>
        <source>Exported %1 with llmcap %2</source>
        <translation>Exportiert am %1 mit llmcap %2</translation>
    </message>
    <message>
        <source>%1 % of the required questions answered</source>
        <translation>%1 % der Pflichtfragen beantwortet</translation>
    </message>
    <message>
        <source>The platform team can only size capacity from a described workload: a registered user is not a unit of inference load. Answer what you know; where important data is missing, the estimate stays preliminary, with its assumptions and a wide range.</source>
        <translation>Das Plattform-Team kann Kapazität nur aus einer beschriebenen Last bemessen: Ein registrierter Nutzer ist keine Einheit der Inferenzlast. Beantworten Sie, was Sie wissen; wo wichtige Daten fehlen, bleibt die Schätzung vorläufig, mit ihren Annahmen und einem weiten Bereich.</translation>
    </message>
    <message>
        <source>each workload class</source>
        <translation>jede Lastklasse</translation>
    </message>
    <message>
        <source>Profile of %1</source>
        <translation>Profil von %1</translation>
    </message>
    <message>
        <source>How to be less wrong</source>
        <translation>Wie man weniger falsch liegt</translation>
    </message>
    <message>
        <source>Still missing</source>
        <translation>Noch offen</translation>
    </message>
</context>
<context>
    <name>ReplicaArithmetic</name>
    <message>
        <source>base = ceil(peak %1 / sustainable %2 per replica) = %3</source>
        <translation>Basis = aufrunden(Spitze %1 / tragbar %2 pro Replikat) = %3</translation>
    </message>
    <message>
        <source>growth = ceil(%1 x (1 + %2 %) / %3) - %4 = %5</source>
        <translation>Wachstum = aufrunden(%1 x (1 + %2 %) / %3) - %4 = %5</translation>
    </message>
    <message>
        <source>failure = %1 lost at once; %2 must keep serving %3 % of the peak: %4 - %5 = %6</source>
        <translation>Ausfall = %1 auf einmal verloren; %2 müssen weiter %3 % der Spitze bedienen: %4 - %5 = %6</translation>
    </message>
    <message>
        <source>rollout = %1</source>
        <translation>Rollout = %1</translation>
    </message>
    <message>
        <source>total = %1 + %2 + %3 + %4 = %5 replicas x %6 GPUs = %7 GPUs</source>
        <translation>gesamt = %1 + %2 + %3 + %4 = %5 Replikate x %6 GPUs = %7 GPUs</translation>
    </message>
    <message>
        <source>warm reserve = %1 (burst head-room %2 when start-up %3 s &gt; burst %4 s; failure reserve %5 when start-up &gt; recovery %6 s)</source>
        <translation>warme Reserve = %1 (Spitzenpuffer %2, wenn Start %3 s &gt; Lastspitze %4 s; Ausfallreserve %5, wenn Start &gt; Wiederherstellung %6 s)</translation>
    </message>
    <message>
        <source>breach = %1 serving replicas keep the breach probability within the target - %2 = %3</source>
        <translation>Überlast = %1 bedienende Replikate halten die Überlastwahrscheinlichkeit im Ziel - %2 = %3</translation>
    </message>
    <message>
        <source>total = %1 + %2 + %3 + %4 + %5 = %6 replicas x %7 GPUs = %8 GPUs</source>
        <translation>gesamt = %1 + %2 + %3 + %4 + %5 = %6 Replikate x %7 GPUs = %8 GPUs</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Replicas per envelope (whisker: range)</source>
        <translation>Replikate pro Kapazitätsrahmen (Fehlerbalken: Bereich)</translation>
    </message>
    <message>
        <source>no sustainable load</source>
        <translation>keine tragbare Last</translation>
    </message>
    <message>
        <source>%1 p%2 against offered load</source>
        <translation>%1 p%2 über der angebotenen Last</translation>
    </message>
    <message>
        <source>%1 against offered load</source>
        <translation>%1 über der angebotenen Last</translation>
    </message>
    <message>
        <source>offered load, requests/s per replica</source>
        <translation>angebotene Last, Anfragen/s pro Replikat</translation>
    </message>
    <message>
        <source>latency, ms</source>
        <translation>Latenz, ms</translation>
    </message>
    <message>
        <source>sustainable %1 req/s</source>
        <translation>tragbar %1 Anfragen/s</translation>
    </message>
    <message>
        <source>SLO %1 ms</source>
        <translation>SLO %1 ms</translation>
    </message>
    <message>
        <source>step meets the SLO</source>
        <translation>Stufe erfüllt das SLO</translation>
    </message>
    <message>
        <source>step misses it / SLO line</source>
        <translation>Stufe verfehlt es / SLO-Linie</translation>
    </message>
    <message>
        <source>sustainable load and its interval</source>
        <translation>tragbare Last und ihr Intervall</translation>
    </message>
    <message>
        <source>Memory of one GPU (%1)</source>
        <translation>Speicher einer GPU (%1)</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>non-torch</source>
        <translation>Nicht-Torch</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>kept free</source>
        <translation>frei gehalten</translation>
    </message>
    <message>
        <source>sustainable at least %1 req/s</source>
        <translation>tragbar mindestens %1 req/s</translation>
    </message>
    <message>
        <source>planned %1 req/s</source>
        <translation>geplant %1 Anfragen/s</translation>
    </message>
    <message>
        <source>planned rate: what the plan divides by</source>
        <translation>geplante Rate: durch sie teilt der Plan</translation>
    </message>
    <message>
        <source>offered load, runs/s per replica</source>
        <translation>angebotene Last, runs/s pro Replik</translation>
    </message>
    <message>
        <source>sustainable at least %1 runs/s</source>
        <translation>tragbar mindestens %1 runs/s</translation>
    </message>
    <message>
        <source>sustainable %1 runs/s</source>
        <translation>tragbar %1 runs/s</translation>
    </message>
    <message>
        <source>planned %1 runs/s</source>
        <translation>geplant %1 runs/s</translation>
    </message>
    <message>
        <source>Run duration p50 / p90 / p99 against offered runs</source>
        <translation>Laufdauer p50 / p90 / p99 über angebotene Läufe</translation>
    </message>
    <message>
        <source>run duration, s</source>
        <translation>Laufdauer, s</translation>
    </message>
    <message>
        <source>SLO run duration p%1 %2 s</source>
        <translation>SLO Laufdauer p%1 %2 s</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>sustainable load</source>
        <translation>tragbare Last</translation>
    </message>
    <message>
        <source>planned rate</source>
        <translation>geplante Rate</translation>
    </message>
    <message>
        <source>Validation timeline: good requests and load per replica, per minute</source>
        <translation>Validierungsverlauf: gute Anfragen und Last je Replikat, je Minute</translation>
    </message>
    <message>
        <source>good requests %</source>
        <translation>gute Anfragen %</translation>
    </message>
    <message>
        <source>requests per replica (right axis)</source>
        <translation>Anfragen je Replikat (rechte Achse)</translation>
    </message>
    <message>
        <source>drill the SLO held through</source>
        <translation>Übung, bei der das SLO hielt</translation>
    </message>
    <message>
        <source>drill that broke the SLO</source>
        <translation>Übung, die das SLO brach</translation>
    </message>
    <message>
        <source>minute</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>requests per replica / min</source>
        <translation>Anfragen je Replikat / min</translation>
    </message>
</context>
<context>
    <name>ReportDocument</name>
    <message>
        <source>Capacity plan</source>
        <translation>Kapazitätsplan</translation>
    </message>
    <message>
        <source>Capacity plan: %1</source>
        <translation>Kapazitätsplan: %1</translation>
    </message>
    <message>
        <source>Project %1</source>
        <translation>Projekt %1</translation>
    </message>
    <message>
        <source>generated %1</source>
        <translation>erstellt %1</translation>
    </message>
    <message>
        <source>llmcap %1</source>
        <translation>llmcap %1</translation>
    </message>
    <message>
        <source>PRELIMINARY ESTIMATE</source>
        <translation>VORLÄUFIGE SCHÄTZUNG</translation>
    </message>
    <message>
        <source>Important data is missing or not measured on the target configuration: the plan lists its assumptions and gives a range.</source>
        <translation>Wichtige Daten fehlen oder wurden nicht auf der Zielkonfiguration gemessen: Der Plan führt seine Annahmen auf und nennt einen Bereich.</translation>
    </message>
    <message>
        <source>Sweep to the SLO boundary: %1</source>
        <translation>Sweep bis zur SLO-Grenze: %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Offered, req/s</source>
        <translation>Angeboten, Anfr./s</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>SLO met, %</source>
        <translation>SLO erfüllt, %</translation>
    </message>
    <message>
        <source>Goodput, req/s</source>
        <translation>Goodput, Anfr./s</translation>
    </message>
    <message>
        <source>Completed, req/s</source>
        <translation>Abgeschlossen, Anfr./s</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>, repeat %1</source>
        <translation>, Wiederholung %1</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Preliminary, because:</source>
        <translation>Vorläufig, weil:</translation>
    </message>
    <message>
        <source>Envelope</source>
        <translation>Kapazitätsrahmen</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Bestandteil</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Marked * where llmcap filled in a typical value because the sizing request did not give one.</source>
        <translation>Mit * markiert, wo llmcap einen typischen Wert eingesetzt hat, weil die Kapazitätsanfrage keinen angibt.</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>How to be less wrong</source>
        <translation>Wie man weniger falsch liegt</translation>
    </message>
    <message>
        <source>Projected load and sustainable load</source>
        <translation>Erwartete Last und tragbare Last</translation>
    </message>
    <message>
        <source>Envelope %1</source>
        <translation>Kapazitätsrahmen %1</translation>
    </message>
    <message>
        <source>Peak %1 calls/s (range %2-%3), average %4 calls/s.</source>
        <translation>Spitze %1 Aufrufe/s (Bereich %2–%3), Durchschnitt %4 Aufrufe/s.</translation>
    </message>
    <message>
        <source>Sustainable load per replica: %1 req/s (range %2-%3), %4; the plan divides by %5.</source>
        <translation>Tragbare Last pro Replikat: %1 Anfragen/s (Bereich %2–%3), %4; der Plan teilt durch %5.</translation>
    </message>
    <message>
        <source>No sweep is attached to this plan: the sustainable load comes from the source named above. Sweep curves with the SLO lines and the boundary appear here once a sweep measured it.</source>
        <translation>Zu diesem Plan gehört kein Sweep: Die tragbare Last stammt aus der oben genannten Quelle. Sweep-Kurven mit SLO-Linien und Grenze erscheinen hier, sobald ein Sweep sie gemessen hat.</translation>
    </message>
    <message>
        <source>Serving configuration and footprint</source>
        <translation>Serving-Konfiguration und Speicherbedarf</translation>
    </message>
    <message>
        <source>%1 on %2, weights %3, KV cache %4, tensor parallel %5, pipeline parallel %6, max_model_len %7.</source>
        <translation>%1 auf %2, Gewichte %3, KV-Cache %4, Tensor-Parallelität %5, Pipeline-Parallelität %6, max_model_len %7.</translation>
    </message>
    <message>
        <source>No replica configuration (model and GPU) is given yet.</source>
        <translation>Noch ist keine Replikat-Konfiguration (Modell und GPU) angegeben.</translation>
    </message>
    <message>
        <source>Pinned setting</source>
        <translation>Festgelegte Einstellung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Not fully pinned yet; record before benchmarking: %1</source>
        <translation>Noch nicht vollständig festgelegt; vor dem Benchmark erfassen: %1</translation>
    </message>
    <message>
        <source>Sizing request</source>
        <translation>Kapazitätsanfrage</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>Metric definitions</source>
        <translation>Metrik-Definitionen</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>Definition</translation>
    </message>
    <message>
        <source>Sweep %1, %2 steps. No rate it tried failed the SLO: the sustainable load is at least %3 req/s per replica, a lower bound, not a boundary; the plan divides by it.</source>
        <translation>Sweep %1, %2 Schritte. Keine versuchte Rate verfehlte das SLO: Die tragbare Last beträgt mindestens %3 req/s pro Replik, eine Untergrenze, keine Grenze; der Plan teilt durch sie.</translation>
    </message>
    <message>
        <source>The sweep %1: its boundary is provisional.</source>
        <translation>Der Sweep %1: Seine Grenze ist vorläufig.</translation>
    </message>
    <message>
        <source>Sustainable load per replica: at least %1 req/s, a lower bound (no rate the sweep tried failed the SLO), %2; the plan divides by it.</source>
        <translation>Tragbare Last pro Replik: mindestens %1 req/s, eine Untergrenze (keine Rate, die der Sweep versucht hat, verfehlte das SLO), %2; der Plan teilt durch sie.</translation>
    </message>
    <message>
        <source>Sweep %1, %2 steps. Boundary %3 req/s per replica, 95 % interval %4-%5 req/s (method: %6); the plan divides by the planned rate %7 req/s.</source>
        <translation>Sweep %1, %2 Stufen. Grenze %3 Anfragen/s pro Replikat, 95-%-Intervall %4-%5 Anfragen/s (Methode: %6); der Plan teilt durch die geplante Rate %7 Anfragen/s.</translation>
    </message>
    <message>
        <source>For sizing by concurrency: %1.</source>
        <translation>Für die Auslegung nach Parallelität: %1.</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Stationär</translation>
    </message>
    <message>
        <source>Unsafe, because:</source>
        <translation>Unsicher, weil:</translation>
    </message>
    <message>
        <source>UNSAFE PLAN</source>
        <translation>UNSICHERER PLAN</translation>
    </message>
    <message>
        <source>unsafe: no rate held in the confirmation runs. The sustainable load the plan divides by failed its own long run; the replica counts are too low by an unknown amount.</source>
        <translation>unsicher: keine Rate hielt in den Bestätigungsläufen. Die tragbare Last, durch die der Plan teilt, hat ihren eigenen langen Lauf nicht bestanden; die Replikatzahlen sind um ein unbekanntes Maß zu niedrig.</translation>
    </message>
    <message>
        <source>This sweep offered runs of several LLM calls: its rates are runs/s per replica. At %1 calls per run (mean measured), the planned %2 runs/s are %3 calls/s.</source>
        <translation>Dieser Sweep bot Läufe aus mehreren LLM-Aufrufen an: seine Raten sind runs/s pro Replik. Bei %1 Aufrufen pro Lauf (gemessener Mittelwert) sind die geplanten %2 runs/s %3 Aufrufe/s.</translation>
    </message>
    <message>
        <source>This sweep offered runs of several LLM calls: its rates are runs/s per replica.</source>
        <translation>Dieser Sweep bot Läufe aus mehreren LLM-Aufrufen an: seine Raten sind runs/s pro Replik.</translation>
    </message>
    <message>
        <source>Offered, runs/s</source>
        <translation>Angeboten, runs/s</translation>
    </message>
    <message>
        <source>Calls/s</source>
        <translation>Aufrufe/s</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Calls per run</source>
        <translation>Aufrufe pro Lauf</translation>
    </message>
    <message>
        <source>Run duration p50 / p90 / p99, s</source>
        <translation>Laufdauer p50 / p90 / p99, s</translation>
    </message>
    <message>
        <source>SLO met</source>
        <translation>SLO erfüllt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Sweep %1, %2 steps. No rate it tried failed the SLO: the sustainable load is at least %3 runs/s per replica, a lower bound, not a boundary; the plan divides by it.</source>
        <translation>Sweep %1, %2 Schritte. Keine getestete Rate hat das SLO verfehlt: die tragbare Last beträgt mindestens %3 runs/s pro Replik, eine Untergrenze, keine Grenze; der Plan teilt durch sie.</translation>
    </message>
    <message>
        <source>Sweep %1, %2 steps. Boundary %3 runs/s per replica, 95 % interval %4-%5 runs/s (method: %6); the plan divides by the planned rate %7 runs/s.</source>
        <translation>Sweep %1, %2 Schritte. Grenze %3 runs/s pro Replik, 95 % Intervall %4-%5 runs/s (Methode: %6); der Plan teilt durch die geplante Rate %7 runs/s.</translation>
    </message>
    <message>
        <source>Goodput, runs/s</source>
        <translation>Goodput, runs/s</translation>
    </message>
    <message>
        <source>Completed, runs/s</source>
        <translation>Abgeschlossen, runs/s</translation>
    </message>
    <message>
        <source>Peak %1 runs/s (range %2-%3), average %4 runs/s; the peak makes %5 LLM calls/s.</source>
        <translation>Spitze %1 runs/s (Bereich %2-%3), Durchschnitt %4 runs/s; die Spitze ergibt %5 LLM-Aufrufe/s.</translation>
    </message>
    <message>
        <source>Sustainable load per replica: at least %1 runs/s, a lower bound (no rate the sweep tried failed the SLO), %2; the plan divides by it.</source>
        <translation>Tragbare Last pro Replik: mindestens %1 runs/s, eine Untergrenze (keine vom Sweep getestete Rate hat das SLO verfehlt), %2; der Plan teilt durch sie.</translation>
    </message>
    <message>
        <source>Sustainable load per replica: %1 runs/s (range %2-%3), %4; the plan divides by %5.</source>
        <translation>Tragbare Last pro Replik: %1 runs/s (Bereich %2-%3), %4; der Plan teilt durch %5.</translation>
    </message>
    <message>
        <source>In runs: each replica is planned at %1 runs/s, %2 calls/s at %3 calls per run.</source>
        <translation>In Läufen: jede Replik wird mit %1 runs/s geplant, %2 Aufrufe/s bei %3 Aufrufen pro Lauf.</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>Validation %1 of %2: %3 replicas of %4 behind %5 at %6 req/s for %7 in virtual time, against SLO %8.</source>
        <translation>Validierung %1 vom %2: %3 Replikate von %4 hinter %5 bei %6 Anfragen/s für %7 in virtueller Zeit, gegen SLO %8.</translation>
    </message>
    <message>
        <source>PASSES: the SLO held before and through every drill.</source>
        <translation>BESTANDEN: das SLO hielt vor und während jeder Übung.</translation>
    </message>
    <message>
        <source>FAILS: the SLO is missed before the first drill (%1).</source>
        <translation>NICHT BESTANDEN: das SLO wird vor der ersten Übung verfehlt (%1).</translation>
    </message>
    <message>
        <source>FAILS: the SLO broke in the drill(s) %1.</source>
        <translation>NICHT BESTANDEN: das SLO brach in der/den Übung(en) %1.</translation>
    </message>
    <message>
        <source>The simulated fleet passes the same load and drills with %1 replicas.</source>
        <translation>Die simulierte Flotte besteht dieselbe Last und dieselben Übungen mit %1 Replikaten.</translation>
    </message>
    <message>
        <source>The simulated fleet does not pass with up to %1 replicas.</source>
        <translation>Die simulierte Flotte besteht auch mit bis zu %1 Replikaten nicht.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Dip, % good per minute</source>
        <translation>Einbruch, % gut je Minute</translation>
    </message>
    <message>
        <source>Time to recover</source>
        <translation>Erholungszeit</translation>
    </message>
    <message>
        <source>Requests lost</source>
        <translation>Verlorene Anfragen</translation>
    </message>
    <message>
        <source>Shed</source>
        <translation>Abgewiesen</translation>
    </message>
    <message>
        <source>before the drills</source>
        <translation>vor den Übungen</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>broke</source>
        <translation>gebrochen</translation>
    </message>
    <message>
        <source>did not recover</source>
        <translation>nicht erholt</translation>
    </message>
    <message>
        <source>Over the whole run: %1 offered, %2 good (%3 %), %4 lost, %5 shed; fleet goodput %6 req/s.</source>
        <translation>Über den ganzen Lauf: %1 angeboten, %2 gut (%3 %), %4 verloren, %5 abgewiesen; Goodput der Flotte %6 Anfragen/s.</translation>
    </message>
    <message>
        <source>Scaling ratio %1: fleet goodput against %2 replicas x the single-replica boundary of %3 req/s (1 is linear; below it routing imbalance, lost cache affinity or drills cost capacity).</source>
        <translation>Skalierungsverhältnis %1: Goodput der Flotte gegen %2 Replikate x die Einzelreplikat-Grenze von %3 Anfragen/s (1 ist linear; darunter kosten Routing-Ungleichgewicht, verlorene Cache-Affinität oder Übungen Kapazität).</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Per month (730 h)</source>
        <translation>Pro Monat (730 h)</translation>
    </message>
    <message>
        <source>The boundary is modeled: %1.</source>
        <translation>Die Grenze ist modelliert: %1.</translation>
    </message>
    <message>
        <source>The boundary is measured: %1.</source>
        <translation>Die Grenze ist gemessen: %1.</translation>
    </message>
    <message>
        <source>runs/s</source>
        <translation>Läufe/s</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>Breach probability (the grown peak exceeds what the serving replicas sustain)</source>
        <translation>Überlastwahrscheinlichkeit (die gewachsene Spitze übersteigt, was die bedienenden Replikate tragen)</translation>
    </message>
</context>
<context>
    <name>RequestDeployment</name>
    <message>
        <source>model revision %1 (from model_ids)</source>
        <translation>Modellrevision %1 (aus model_ids)</translation>
    </message>
    <message>
        <source>max model length %1 tokens (from context_required)</source>
        <translation>maximale Modelllänge %1 Token (aus context_required)</translation>
    </message>
    <message>
        <source>tokenizer revision %1 (from tokenizer_revision)</source>
        <translation>Tokenizer-Revision %1 (aus tokenizer_revision)</translation>
    </message>
</context>
<context>
    <name>ResultsCommand</name>
    <message>
        <source>Only runs or only sweeps.</source>
        <translation>Nur Läufe oder nur Sweeps.</translation>
    </message>
    <message>
        <source>Only this status (completed, running, interrupted, stopped, failed).</source>
        <translation>Nur dieser Status (completed, running, interrupted, stopped, failed).</translation>
    </message>
    <message>
        <source>Only results whose model, endpoint or name contains TEXT.</source>
        <translation>Nur Ergebnisse, deren Modell, Endpunkt oder Name TEXT enthält.</translation>
    </message>
    <message>
        <source>Only results of the last N days (1: today).</source>
        <translation>Nur Ergebnisse der letzten N Tage (1: heute).</translation>
    </message>
    <message>
        <source>Only results started on or after this date (YYYY-MM-DD).</source>
        <translation>Nur Ergebnisse, die an oder nach diesem Datum begonnen haben (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <source>Only results started on or before this date (YYYY-MM-DD).</source>
        <translation>Nur Ergebnisse, die an oder vor diesem Datum begonnen haben (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <source>Leave out the runs that are steps of a sweep.</source>
        <translation>Läufe weglassen, die Stufen eines Sweeps sind.</translation>
    </message>
    <message>
        <source>Show one run.</source>
        <translation>Einen Lauf anzeigen.</translation>
    </message>
    <message>
        <source>Show one sweep.</source>
        <translation>Einen Sweep anzeigen.</translation>
    </message>
    <message>
        <source>Compare two sweeps.</source>
        <translation>Zwei Sweeps vergleichen.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--run takes a run id</source>
        <translation>--run erwartet eine Lauf-ID</translation>
    </message>
    <message>
        <source>--sweep takes a sweep id</source>
        <translation>--sweep erwartet eine Sweep-ID</translation>
    </message>
    <message>
        <source>--compare takes two sweep ids, like 3,5</source>
        <translation>--compare erwartet zwei Sweep-IDs, etwa 3,5</translation>
    </message>
    <message>
        <source>--kind takes runs or sweeps</source>
        <translation>--kind erwartet runs oder sweeps</translation>
    </message>
    <message>
        <source>--project and --days take whole numbers</source>
        <translation>--project und --days erwarten ganze Zahlen</translation>
    </message>
    <message>
        <source>--%1 takes a date like 2026-03-01</source>
        <translation>--%1 erwartet ein Datum wie 2026-03-01</translation>
    </message>
    <message>
        <source>%1 requests, %2 % errors, TTFT p99 %3 ms</source>
        <translation>%1 Anfragen, %2 % Fehler, TTFT p99 %3 ms</translation>
    </message>
    <message>
        <source>%1 steps, boundary %2 req/s</source>
        <translation>%1 Stufen, Grenze %2 Anfr./s</translation>
    </message>
    <message>
        <source>%1 steps, no boundary</source>
        <translation>%1 Stufen, keine Grenze</translation>
    </message>
    <message>
        <source>no runs or sweeps match</source>
        <translation>keine Läufe oder Sweeps passen</translation>
    </message>
    <message>
        <source>run %1 (%2): model %3 at %4</source>
        <translation>Lauf %1 (%2): Modell %3 unter %4</translation>
    </message>
    <message>
        <source>step %1  %2 req/s  %3  TTFT p99 %4 ms  ITL p99 %5 ms  TPOT p99 %6 ms  attained %7 %  goodput %8 req/s  completed %9 req/s  run %10</source>
        <translation>Stufe %1  %2 Anfr./s  %3  TTFT p99 %4 ms  ITL p99 %5 ms  TPOT p99 %6 ms  erreicht %7 %  Goodput %8 Anfr./s  abgeschlossen %9 Anfr./s  Lauf %10</translation>
    </message>
    <message>
        <source>no boundary</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>serving configuration (* differs):</source>
        <translation>Serving-Konfiguration (* unterscheidet sich):</translation>
    </message>
    <message>
        <source>boundary %1 req/s (%2-%3), plans use %4 req/s (%5)</source>
        <translation>Grenze %1 Anfragen/s (%2-%3), Pläne verwenden %4 Anfragen/s (%5)</translation>
    </message>
    <message>
        <source>List stored runs and sweeps, show one, compare two, or import a peer tool&apos;s result.</source>
        <translation>Gespeicherte Läufe und Sweeps auflisten, einen anzeigen, zwei vergleichen oder das Ergebnis eines Vergleichswerkzeugs importieren.</translation>
    </message>
    <message>
        <source>Without --run, --sweep or --compare: lists the runs (single runs and sweep steps) and sweeps in the database, newest first, narrowed by --kind, --status, --project, --search (model, endpoint or name), and --days or --from/--to. --run ID prints the run&apos;s summary recomputed from its stored requests, exactly as `bench` printed it; --sweep ID prints the sweep&apos;s steps and result; --compare A,B prints both sweeps&apos; boundaries and the diff of their serving configurations; --compare-runs A,B sets two runs&apos; metrics side by side; --pareto A[,B...] prints the steps of one or more sweeps as output tokens per second per user against output tokens per second per GPU, the frontier marked, with each sweep&apos;s SLO boundary. `results import FILE` stores a vLLM bench serve result JSON, a GuideLLM benchmarks.json or an AIPerf profile_export JSON/JSONL as external runs; metrics that match llmcap&apos;s definitions show under llmcap&apos;s names, the others under the tool&apos;s own (docs/peer-results.md). With --run or --sweep, --otlp FILE joins the server&apos;s request spans (an OTLP JSON file from the OpenTelemetry collector&apos;s file exporter, e.g. vLLM&apos;s llm_request spans, or serve-sim --otlp-file) to the stored requests by their traceparent and splits each step&apos;s TTFT into client and network, server queue, prefill and the rest; the run&apos;s server queue and prefill figures then come from the spans where the responses carried none. --per-request lists each request&apos;s split.</source>
        <translation>Ohne --run, --sweep oder --compare: listet die Läufe (Einzelläufe und Sweep-Schritte) und Sweeps in der Datenbank auf, die neuesten zuerst, eingegrenzt durch --kind, --status, --project, --search (Modell, Endpunkt oder Name) und --days oder --from/--to. --run ID gibt die Zusammenfassung des Laufs aus, neu berechnet aus seinen gespeicherten Anfragen, genau so, wie `bench` sie ausgegeben hat; --sweep ID gibt die Schritte und das Ergebnis des Sweeps aus; --compare A,B gibt die Grenzen beider Sweeps und den Unterschied ihrer Serving-Konfigurationen aus; --compare-runs A,B stellt die Metriken zweier Läufe nebeneinander; --pareto A[,B...] gibt die Schritte eines oder mehrerer Sweeps als Ausgabe-Tokens pro Sekunde pro Nutzer gegen Ausgabe-Tokens pro Sekunde pro GPU aus, mit markierter Front und der SLO-Grenze jedes Sweeps. `results import FILE` speichert ein Ergebnis-JSON von vLLM bench serve, eine GuideLLM benchmarks.json oder ein AIPerf profile_export JSON/JSONL als externe Läufe; Metriken, die den Definitionen von llmcap entsprechen, erscheinen unter den Namen von llmcap, die anderen unter den eigenen Namen des Werkzeugs (docs/peer-results.md). Mit --run oder --sweep ordnet --otlp FILE die Anfrage-Spans des Servers (eine OTLP-JSON-Datei vom File-Exporter des OpenTelemetry Collectors, z. B. die llm_request-Spans von vLLM, oder serve-sim --otlp-file) über ihren traceparent den gespeicherten Anfragen zu und teilt die TTFT jedes Schritts in Client und Netzwerk, Server-Warteschlange, Prefill und den Rest auf; die Werte für Server-Warteschlange und Prefill des Laufs stammen dann aus den Spans, wo die Antworten keine enthielten. --per-request listet die Aufteilung jeder Anfrage auf.</translation>
    </message>
    <message>
        <source>Set two runs side by side (llmcap&apos;s or imported).</source>
        <translation>Zwei Läufe nebeneinander stellen (von llmcap oder importiert).</translation>
    </message>
    <message>
        <source>Tokens per second per user against per GPU, over the steps of these sweeps.</source>
        <translation>Tokens pro Sekunde pro Nutzer gegen pro GPU, über die Schritte dieser Sweeps.</translation>
    </message>
    <message>
        <source>With --run or --sweep: join the server&apos;s OTLP request spans in FILE to the requests and show the split of TTFT.</source>
        <translation>Mit --run oder --sweep: die OTLP-Anfrage-Spans des Servers in FILE den Anfragen zuordnen und die Aufteilung der TTFT anzeigen.</translation>
    </message>
    <message>
        <source>With --otlp: list every joined request&apos;s split.</source>
        <translation>Mit --otlp: die Aufteilung jeder zugeordneten Anfrage auflisten.</translation>
    </message>
    <message>
        <source>results import takes one FILE</source>
        <translation>results import erwartet genau eine FILE</translation>
    </message>
    <message>
        <source>--otlp needs --run ID or --sweep ID</source>
        <translation>--otlp erfordert --run ID oder --sweep ID</translation>
    </message>
    <message>
        <source>--compare-runs takes two run ids, like 3,5</source>
        <translation>--compare-runs erwartet zwei Lauf-IDs, etwa 3,5</translation>
    </message>
    <message>
        <source>--pareto takes sweep ids separated by commas, like 3,5</source>
        <translation>--pareto erwartet durch Kommas getrennte Sweep-IDs, etwa 3,5</translation>
    </message>
    <message>
        <source>external (%1): %2 requests, %3 % errors, TTFT p99 %4 ms</source>
        <translation>extern (%1): %2 Anfragen, %3 % Fehler, TTFT p99 %4 ms</translation>
    </message>
    <message>
        <source>external (%1): %2 requests, %3 % errors</source>
        <translation>extern (%1): %2 Anfragen, %3 % Fehler</translation>
    </message>
    <message>
        <source>run %1 (external, %2%3): %4, model %5, imported from %6</source>
        <translation>Lauf %1 (extern, %2%3): %4, Modell %5, importiert aus %6</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>settings: %1</source>
        <translation>Einstellungen: %1</translation>
    </message>
    <message>
        <source>none in the file</source>
        <translation>keine in der Datei</translation>
    </message>
    <message>
        <source>requests: %1 completed, %2 failed, over %3 s</source>
        <translation>Anfragen: %1 abgeschlossen, %2 fehlgeschlagen, über %3 s</translation>
    </message>
    <message>
        <source>  * %1 is not llmcap&apos;s metric: %2</source>
        <translation>  * %1 ist keine Metrik von llmcap: %2</translation>
    </message>
    <message>
        <source>imported run %1: %2 (%3), %4 metrics under llmcap&apos;s names, %5 under the tool&apos;s own</source>
        <translation>importierter Lauf %1: %2 (%3), %4 Metriken unter den Namen von llmcap, %5 unter den eigenen des Werkzeugs</translation>
    </message>
    <message>
        <source>no finished step of these sweeps streamed output tokens</source>
        <translation>kein abgeschlossener Schritt dieser Sweeps hat Ausgabe-Tokens gestreamt</translation>
    </message>
    <message>
        <source>Only this project&apos;s results; with import, the project (id or name) the imported runs join.</source>
        <translation>Nur die Ergebnisse dieses Projekts; mit import das Projekt (ID oder Name), dem die importierten Läufe angehören.</translation>
    </message>
    <message>
        <source>no project %1 in %2: llmcap-cli projects lists them</source>
        <translation>kein Projekt %1 in %2: llmcap-cli projects listet sie auf</translation>
    </message>
    <message>
        <source>%1 steps, no boundary: at least %2 req/s</source>
        <translation>%1 Stufen, keine Grenze: mindestens %2 Anfr./s</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>skipped a run imported before: run %1 holds the same result</source>
        <translation>übersprungen, schon importiert: Lauf %1 enthält dasselbe Ergebnis</translation>
    </message>
    <message>
        <source>external (%1): %2 completed, failures unknown%3</source>
        <translation>extern (%1): %2 abgeschlossen, Fehlschläge unbekannt%3</translation>
    </message>
    <message>
        <source>, TTFT p99 %1 ms</source>
        <translation>, TTFT p99 %1 ms</translation>
    </message>
</context>
<context>
    <name>RunComparison</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>run %1: %2 (imported from %3)</source>
        <translation>Lauf %1: %2 (importiert aus %3)</translation>
    </message>
    <message>
        <source>run %1 (llmcap)</source>
        <translation>Lauf %1 (llmcap)</translation>
    </message>
    <message>
        <source>run %1: %2 (llmcap)</source>
        <translation>Lauf %1: %2 (llmcap)</translation>
    </message>
    <message>
        <source>Completed req/s (llmcap window)</source>
        <translation>Abgeschlossene req/s (llmcap-Fenster)</translation>
    </message>
    <message>
        <source>llmcap&apos;s completed requests per second over its measurement window</source>
        <translation>abgeschlossene Anfragen pro Sekunde bei llmcap, über sein Messfenster</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>* not llmcap&apos;s definition, shown under the tool&apos;s own name:</source>
        <translation>* nicht die Definition von llmcap, unter dem eigenen Namen des Werkzeugs gezeigt:</translation>
    </message>
    <message>
        <source>client-limited: the client, not the server, shaped the load</source>
        <translation>clientbegrenzt: der Client, nicht der Server, hat die Last geformt</translation>
    </message>
    <message>
        <source>no measured request succeeded</source>
        <translation>keine gemessene Anfrage war erfolgreich</translation>
    </message>
    <message>
        <source> [INVALID]</source>
        <translation> [UNGÜLTIG]</translation>
    </message>
    <message>
        <source>%1 is INVALID (%2): its figures do not measure the server</source>
        <translation>%1 ist UNGÜLTIG (%2): seine Zahlen messen nicht den Server</translation>
    </message>
</context>
<context>
    <name>RunCsvWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>RunMetrics</name>
    <message>
        <source>%1 requests waited for the in-flight cap (client queueing)</source>
        <translation>%1 Anfragen warteten auf die Grenze gleichzeitiger Anfragen (clientseitige Warteschlange)</translation>
    </message>
    <message>
        <source>no measured request succeeded</source>
        <translation>keine gemessene Anfrage war erfolgreich</translation>
    </message>
    <message>
        <source>%1 requests waited for the in-flight cap (client queueing, included in their latencies)</source>
        <translation>%1 Anfragen warteten auf die Grenze gleichzeitiger Anfragen (clientseitige Warteschlange, in ihren Latenzen enthalten)</translation>
    </message>
    <message>
        <source>%1 requests stopped before their requested output length</source>
        <translation>%1 Anfragen endeten vor ihrer angeforderten Ausgabelänge</translation>
    </message>
    <message>
        <source>client-limited: %1 of %2 requests lagged beyond the bound of %3 ms (p99 schedule lag %4 ms); the client, not the server, shaped the load</source>
        <translation>clientbegrenzt: %1 von %2 Anfragen verspäteten sich über die Schranke von %3 ms hinaus (p99-Planverzug %4 ms); der Client, nicht der Server, formte die Last</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) lagged beyond the bound of %1 ms (largest %2 ms): too few to have shaped the load</source>
        <translation>
            <numerusform>%n Anfrage verspätete sich über die Schranke von %1 ms hinaus (höchstens %2 ms): zu wenige, um die Last zu formen</numerusform>
            <numerusform>%n Anfragen verspäteten sich über die Schranke von %1 ms hinaus (höchstens %2 ms): zu wenige, um die Last zu formen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) had a prompt length off the plan; the server counted as few as %1 of %2 planned prompt tokens: it truncated the prompt (context too small?) or tokenizes differently</source>
        <translation>
            <numerusform>%n Anfrage hatte eine Prompt-Länge abweichend vom Plan; der Server zählte nur %1 von %2 geplanten Prompt-Tokens: er hat den Prompt gekürzt (Kontext zu klein?) oder tokenisiert anders</numerusform>
            <numerusform>%n Anfragen hatten eine Prompt-Länge abweichend vom Plan; der Server zählte nur %1 von %2 geplanten Prompt-Tokens: er hat den Prompt gekürzt (Kontext zu klein?) oder tokenisiert anders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) had a prompt length off the plan; the server counted up to %1 tokens for %2 planned: a chat template or tokenizer llmcap did not calibrate</source>
        <translation>
            <numerusform>%n Anfrage hatte eine Prompt-Länge abweichend vom Plan; der Server zählte bis zu %1 Tokens für %2 geplante: eine Chat-Vorlage oder ein Tokenizer, den llmcap nicht kalibriert hat</numerusform>
            <numerusform>%n Anfragen hatten eine Prompt-Länge abweichend vom Plan; der Server zählte bis zu %1 Tokens für %2 geplante: eine Chat-Vorlage oder ein Tokenizer, den llmcap nicht kalibriert hat</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunPlan</name>
    <message>
        <source>the workload has no request classes</source>
        <translation>die Last hat keine Anfrageklassen</translation>
    </message>
    <message>
        <source>trace arrivals need a trace file</source>
        <translation>Trace-Ankünfte brauchen eine Trace-Datei</translation>
    </message>
    <message>
        <source>the request rate must be above 0</source>
        <translation>die Anfragerate muss über 0 liegen</translation>
    </message>
    <message>
        <source>durations and warm-up must not be negative</source>
        <translation>Dauern und Aufwärmphase dürfen nicht negativ sein</translation>
    </message>
    <message>
        <source>the trace time scale must be above 0</source>
        <translation>die Trace-Zeitskala muss über 0 liegen</translation>
    </message>
    <message>
        <source>the duration must be above 0</source>
        <translation>die Dauer muss über 0 liegen</translation>
    </message>
    <message>
        <source>the run would send about %1 requests, more than %2; lower the rate or the duration</source>
        <translation>der Lauf würde etwa %1 Anfragen senden, mehr als %2; senken Sie die Rate oder die Dauer</translation>
    </message>
    <message>
        <source>the run would send more than %1 requests; lower the rate or the duration</source>
        <translation>der Lauf würde mehr als %1 Anfragen senden; senken Sie die Rate oder die Dauer</translation>
    </message>
    <message>
        <source>replaying a trace&apos;s runs needs a trace and an open loop</source>
        <translation>das Abspielen der Läufe eines Traces braucht einen Trace und einen offenen Regelkreis</translation>
    </message>
    <message>
        <source>run classes are sent open loop: a closed loop is not supported</source>
        <translation>Laufklassen werden im offenen Regelkreis gesendet: ein geschlossener Regelkreis wird nicht unterstützt</translation>
    </message>
    <message>
        <source>there are no runs to send</source>
        <translation>es gibt keine Läufe zu senden</translation>
    </message>
    <message>
        <source>the run rate must be above 0</source>
        <translation>die Laufrate muss über 0 liegen</translation>
    </message>
</context>
<context>
    <name>RunReport</name>
    <message>
        <source>verdict: valid</source>
        <translation>Urteil: gültig</translation>
    </message>
    <message>
        <source>verdict: INVALID</source>
        <translation>Urteil: UNGÜLTIG</translation>
    </message>
    <message>
        <source>requests: %1 due, %2 succeeded, %3 errors (%4 %), %5 cancelled, %6 stopped early, %7 client-queued</source>
        <translation>Anfragen: %1 fällig, %2 erfolgreich, %3 Fehler (%4 %), %5 abgebrochen, %6 vorzeitig beendet, %7 clientseitig wartend</translation>
    </message>
    <message>
        <source>outcomes: %1</source>
        <translation>Ausgänge: %1</translation>
    </message>
    <message>
        <source>rates: offered %1/s, sent %2/s, completed %3/s; tokens in %4/s, out %5/s</source>
        <translation>Raten: angeboten %1/s, gesendet %2/s, abgeschlossen %3/s; Token ein %4/s, aus %5/s</translation>
    </message>
    <message>
        <source>class %1: %2 due, %3 succeeded, %4 errors, completed %5/s</source>
        <translation>Klasse %1: %2 fällig, %3 erfolgreich, %4 Fehler, abgeschlossen %5/s</translation>
    </message>
    <message>
        <source>SLO %1: met</source>
        <translation>SLO %1: erfüllt</translation>
    </message>
    <message>
        <source>SLO %1: NOT met</source>
        <translation>SLO %1: NICHT erfüllt</translation>
    </message>
    <message>
        <source>  attainment %1 % (%2 good of %3), goodput %4 req/s, error rate %5 % (limit %6 %)</source>
        <translation>  Erfüllungsgrad %1 % (%2 gut von %3), Goodput %4 Anfragen/s, Fehlerrate %5 % (Grenze %6 %)</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>  KV usage mean %1 % max %2 %</source>
        <translation>  KV-Auslastung Mittel %1 % max. %2 %</translation>
    </message>
    <message>
        <source>  preemptions %1</source>
        <translation>  Verdrängungen %1</translation>
    </message>
    <message>
        <source>  prefix-cache hit rate %1 %</source>
        <translation>  Trefferquote des Präfix-Caches %1 %</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>mean %1 max %2</source>
        <translation>Mittel %1 max %2</translation>
    </message>
    <message>
        <source>server (%1, %2 samples): running %3, waiting %4</source>
        <translation>Server (%1, %2 Abfragen): laufend %3, wartend %4</translation>
    </message>
    <message>
        <source>above %1 ms</source>
        <translation>über %1 ms</translation>
    </message>
    <message>
        <source>at most %1 ms</source>
        <translation>höchstens %1 ms</translation>
    </message>
    <message>
        <source>%1-%2 ms</source>
        <translation>%1–%2 ms</translation>
    </message>
    <message>
        <source>  queue time mean %1 ms, p50 %2, p99 %3 (server histogram buckets%4)</source>
        <translation>  Wartezeit Mittel %1 ms, p50 %2, p99 %3 (Bereiche des Server-Histogramms%4)</translation>
    </message>
    <message>
        <source>; the per-request server queue above is finer</source>
        <translation>; die Server-Wartezeit je Anfrage oben ist feiner</translation>
    </message>
    <message>
        <source>~ percentiles from buckets (more than %1 samples): each within %2 % of the exact value; n, mean and max are exact</source>
        <translation>~ Perzentile aus Buckets (mehr als %1 Werte): jedes höchstens %2 % vom exakten Wert entfernt; n, Mittelwert und Maximum sind exakt</translation>
    </message>
</context>
<context>
    <name>RunRepository</name>
    <message>
        <source>cannot store the run: %1</source>
        <translation>der Lauf kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>cannot finish run %1: %2</source>
        <translation>Lauf %1 kann nicht abgeschlossen werden: %2</translation>
    </message>
    <message>
        <source>cannot store request %1: %2</source>
        <translation>Anfrage %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot store a server metrics sample: %1</source>
        <translation>eine Probe der Servermetriken kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>there is no run %1</source>
        <translation>es gibt keinen Lauf %1</translation>
    </message>
    <message>
        <source>run %1, request %2: damaged chunk data</source>
        <translation>Lauf %1, Anfrage %2: beschädigte Chunk-Daten</translation>
    </message>
    <message>
        <source>cannot store the imported run: %1</source>
        <translation>der importierte Lauf kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>cannot look up imported runs: %1</source>
        <translation>importierte Läufe können nicht gesucht werden: %1</translation>
    </message>
</context>
<context>
    <name>RunSchedule</name>
    <message>
        <source>the run would start more than %1 runs; lower the rate or the duration</source>
        <translation>der Durchgang würde mehr als %1 Läufe starten; Rate oder Dauer senken</translation>
    </message>
    <message>
        <source>run &apos;%1&apos;</source>
        <translation>Lauf &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a run has no id</source>
        <translation>ein Lauf hat keine ID</translation>
    </message>
    <message>
        <source>%1: the id is used by another run</source>
        <translation>%1: die ID nutzt bereits ein anderer Lauf</translation>
    </message>
    <message>
        <source>%1: no class %2</source>
        <translation>%1: keine Klasse %2</translation>
    </message>
    <message>
        <source>%1: has no calls</source>
        <translation>%1: hat keine Aufrufe</translation>
    </message>
    <message>
        <source>%1: starts before the plan</source>
        <translation>%1: beginnt vor dem Plan</translation>
    </message>
    <message>
        <source>%1, call %2</source>
        <translation>%1, Aufruf %2</translation>
    </message>
    <message>
        <source>%1: calls must be in index order</source>
        <translation>%1: Aufrufe müssen in Indexreihenfolge stehen</translation>
    </message>
    <message>
        <source>%1: waits for call %2, not an earlier call</source>
        <translation>%1: wartet auf Aufruf %2, keinen früheren Aufruf</translation>
    </message>
    <message>
        <source>%1: negative wait</source>
        <translation>%1: negative Wartezeit</translation>
    </message>
    <message>
        <source>%1: token counts must be at least 1</source>
        <translation>%1: Token-Zahlen müssen mindestens 1 sein</translation>
    </message>
    <message>
        <source>%1: carries no earlier call</source>
        <translation>%1: führt keinen früheren Aufruf fort</translation>
    </message>
    <message>
        <source>%1: carries a later call</source>
        <translation>%1: führt einen späteren Aufruf fort</translation>
    </message>
</context>
<context>
    <name>RunSummary</name>
    <message>
        <source>run duration p%1 &lt;= %2 s</source>
        <translation>Laufdauer p%1 &lt;= %2 s</translation>
    </message>
    <message>
        <source>%1run duration p%2 rests on %3 samples (%4 needed)</source>
        <translation>%1Laufdauer p%2 beruht auf %3 Stichproben (%4 nötig)</translation>
    </message>
    <message>
        <source>runs: %1 due, %2 started, %3 completed, %4 failed, %5 cancelled, %6 timed out</source>
        <translation>Läufe: %1 fällig, %2 gestartet, %3 abgeschlossen, %4 fehlgeschlagen, %5 abgebrochen, %6 Zeitüberschreitung</translation>
    </message>
    <message>
        <source>run rates: offered %1 runs/s, completed %2 runs/s, goodput %3 runs/s</source>
        <translation>Laufraten: angeboten %1 Läufe/s, abgeschlossen %2 Läufe/s, Goodput %3 Läufe/s</translation>
    </message>
    <message>
        <source>run duration s: p50 %1, p95 %2, p99 %3, max %4 (n = %5)</source>
        <translation>Laufdauer s: p50 %1, p95 %2, p99 %3, max %4 (n = %5)</translation>
    </message>
    <message>
        <source>per run p50/p95/max: calls %1/%2/%3, retries %4/%5/%6, compactions %7/%8/%9</source>
        <translation>pro Lauf p50/p95/max: Aufrufe %1/%2/%3, Wiederholungen %4/%5/%6, Verdichtungen %7/%8/%9</translation>
    </message>
    <message>
        <source>  tool time s %1/%2/%3, tokens %4/%5/%6, max context %7/%8/%9</source>
        <translation>  Tool-Zeit s %1/%2/%3, Tokens %4/%5/%6, max. Kontext %7/%8/%9</translation>
    </message>
    <message>
        <source>%1: %2 % of %3 judged runs (%4 missed, target %5 %) %6</source>
        <translation>%1: %2 % von %3 bewerteten Läufen (%4 verfehlt, Ziel %5 %) %6</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>run class %1:</source>
        <translation>Laufklasse %1:</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>SaturationDetector</name>
    <message>
        <source>in-flight requests and TTFT both rise through the window (+%1 requests/s, +%2 ms/s)</source>
        <translation>laufende Anfragen und TTFT steigen beide über das Messfenster (+%1 Anfragen/s, +%2 ms/s)</translation>
    </message>
    <message>
        <source>offered %1 req/s but completed %2 req/s, with a growing backlog</source>
        <translation>%1 Anfragen/s angeboten, aber %2 Anfragen/s abgeschlossen, mit wachsendem Rückstau</translation>
    </message>
    <message>
        <source>the server&apos;s waiting queue grows without recovering (+%1 requests/s)</source>
        <translation>die Warteschlange des Servers wächst, ohne sich zu erholen (+%1 Anfragen/s)</translation>
    </message>
</context>
<context>
    <name>SelfTestResult</name>
    <message>
        <source>%1-event answers: the client keeps its schedule (p99 lag &lt;= %2 ms) up to %3 req/s</source>
        <translation>Antworten aus %1 Ereignissen: der Client hält seinen Plan (p99-Verzug &lt;= %2 ms) bis %3 Anfr./s</translation>
    </message>
    <message>
        <source>, not at %1 req/s</source>
        <translation>, nicht bei %1 Anfr./s</translation>
    </message>
    <message>
        <source> (its load thread used %1 % of a core: other work on this machine delayed it; an idle machine may keep more)</source>
        <translation> (sein Last-Thread nutzte %1 % eines Kerns: andere Arbeit auf dieser Maschine hielt ihn auf; eine unbelastete Maschine hält womöglich mehr)</translation>
    </message>
    <message>
        <source>; trust runs up to %1 req/s (80 %) with answers this long</source>
        <translation>; Läufen bis %1 Anfr./s (80 %) mit so langen Antworten ist zu trauen</translation>
    </message>
    <message>
        <source>%1-event answers: no rate was kept (p99 schedule lag &lt;= %2 ms, no errors, all sent); this machine&apos;s client does not keep its schedule within %2 ms even at the lowest rate tried</source>
        <translation>Antworten aus %1 Ereignissen: keine Rate gehalten (p99-Planverzug &lt;= %2 ms, keine Fehler, alles gesendet); der Client dieser Maschine hält seinen Plan selbst bei der niedrigsten versuchten Rate nicht auf %2 ms genau</translation>
    </message>
</context>
<context>
    <name>ServeSimCommand</name>
    <message>
        <source>Run the built-in simulated inference server (OpenAI-compatible, vLLM-like).</source>
        <translation>Den eingebauten simulierten Inferenzserver starten (OpenAI-kompatibel, vLLM-ähnlich).</translation>
    </message>
    <message>
        <source>Serves an OpenAI-compatible API backed by a simulated continuous-batching engine until interrupted (Ctrl+C or SIGTERM). Once it accepts connections it prints &apos;listening on http://HOST:PORT&apos; on standard output. Endpoints: /v1/chat/completions, /v1/completions, /v1/models, /tokenize, /health, /metrics.

Fault spec: NAME=FRACTION[,...] with NAME one of status429, status500, status503, drop, stall, malformed, nodone, errorevent; FRACTION like 0.05 or 5%; stall takes a duration: stall=0.01:2000 (milliseconds). Example: --faults status429=0.05,drop=0.01,stall=0.01:2000</source>
        <translation>Stellt eine OpenAI-kompatible API bereit, hinter der eine simulierte Continuous-Batching-Engine arbeitet, bis er unterbrochen wird (Strg+C oder SIGTERM). Sobald er Verbindungen annimmt, gibt er &apos;listening on http://HOST:PORT&apos; auf der Standardausgabe aus. Endpunkte: /v1/chat/completions, /v1/completions, /v1/models, /tokenize, /health, /metrics.

Fehlerangabe: NAME=ANTEIL[,...] mit NAME aus status429, status500, status503, drop, stall, malformed, nodone, errorevent; ANTEIL wie 0.05 oder 5%; stall nimmt eine Dauer: stall=0.01:2000 (Millisekunden). Beispiel: --faults status429=0.05,drop=0.01,stall=0.01:2000</translation>
    </message>
    <message>
        <source>Address to listen on; anything but loopback is reachable from other machines.</source>
        <translation>Adresse, auf der gelauscht wird; alles außer Loopback ist von anderen Rechnern erreichbar.</translation>
    </message>
    <message>
        <source>Port to listen on; 0 picks a free one.</source>
        <translation>Port, auf dem gelauscht wird; 0 wählt einen freien.</translation>
    </message>
    <message>
        <source>Simulated model and hardware (see --list-presets).</source>
        <translation>Simuliertes Modell und Hardware (siehe --list-presets).</translation>
    </message>
    <message>
        <source>Preset file (JSON or YAML); &quot;base&quot;: NAME starts from a built-in preset.</source>
        <translation>Preset-Datei (JSON oder YAML); &quot;base&quot;: NAME geht von einem eingebauten Preset aus.</translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second (10 runs ten times faster than real time).</source>
        <translation>Simulierte Sekunden pro Sekunde Uhrzeit (10 läuft zehnmal schneller als Echtzeit).</translation>
    </message>
    <message>
        <source>Seed for output lengths, filler text and faults.</source>
        <translation>Startwert für Ausgabelängen, Fülltext und Fehler.</translation>
    </message>
    <message>
        <source>Inject faults into a fraction of requests (see above).</source>
        <translation>Fehler in einen Anteil der Anfragen einspeisen (siehe oben).</translation>
    </message>
    <message>
        <source>Answer 429 while this many requests wait; 0 = no limit.</source>
        <translation>Mit 429 antworten, solange so viele Anfragen warten; 0 = keine Grenze.</translation>
    </message>
    <message>
        <source>List the built-in presets and exit.</source>
        <translation>Die eingebauten Presets auflisten und beenden.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--port must be a number from 0 to 65535</source>
        <translation>--port muss eine Zahl von 0 bis 65535 sein</translation>
    </message>
    <message>
        <source>--speed must be a positive number</source>
        <translation>--speed muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>--seed must be a non-negative whole number</source>
        <translation>--seed muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>--max-queue must be a non-negative whole number</source>
        <translation>--max-queue muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>--faults: %1</source>
        <translation>--faults: %1</translation>
    </message>
    <message>
        <source>give either --preset or --config, not both</source>
        <translation>entweder --preset oder --config angeben, nicht beides</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; valid presets: %2</source>
        <translation>unbekanntes Preset &apos;%1&apos;; gültige Presets: %2</translation>
    </message>
    <message>
        <source>warning: listening on %1, which other machines may reach; the simulated server has no authentication</source>
        <translation>Warnung: lausche auf %1, das andere Rechner erreichen können; der simulierte Server hat keine Authentifizierung</translation>
    </message>
    <message>
        <source>simulating %1 (model &apos;%2&apos;, KV cache %3 tokens, speed %4x, faults %5)</source>
        <translation>simuliere %1 (Modell &apos;%2&apos;, KV-Cache %3 Tokens, Tempo %4x, Fehler %5)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>Append an OTLP JSON span per finished request to FILE, as the OpenTelemetry collector&apos;s file exporter writes vLLM&apos;s llm_request spans (child of the request&apos;s traceparent).</source>
        <translation>Pro abgeschlossener Anfrage einen OTLP-JSON-Span an FILE anhängen, so wie der File-Exporter des OpenTelemetry Collectors die llm_request-Spans von vLLM schreibt (Kind des traceparent der Anfrage).</translation>
    </message>
    <message>
        <source>A zero-compute server: answer every request at once with max_tokens tokens, no engine behind it (to measure a client, as `bench --self-test` does).</source>
        <translation>Ein Server ohne Rechenaufwand: jede Anfrage sofort mit max_tokens Tokens beantworten, ohne Engine dahinter (um einen Client zu messen, wie `bench --self-test` es tut).</translation>
    </message>
    <message>
        <source>zero-compute server (model &apos;%1&apos;): every answer is max_tokens tokens at once, faults %2</source>
        <translation>Server ohne Rechenaufwand (Modell &apos;%1&apos;): jede Antwort sofort max_tokens Tokens, Fehler %2</translation>
    </message>
</context>
<context>
    <name>ServerSpanJoin</name>
    <message>
        <source>server spans: %1 request spans, %2 matched (%3 by trace id, %4 by request id)</source>
        <translation>Server-Spans: %1 Anfrage-Spans, %2 zugeordnet (%3 über Trace-ID, %4 über Anfrage-ID)</translation>
    </message>
    <message>
        <source>  not joined: %1 spans of no request of these runs, %2 with a parent span that is not the request&apos;s, %3 second spans for one request; %4 spans of other operations passed over</source>
        <translation>  nicht zugeordnet: %1 Spans ohne Anfrage dieser Läufe, %2 mit einem Eltern-Span, der nicht zur Anfrage gehört, %3 zweite Spans für eine Anfrage; %4 Spans anderer Operationen übergangen</translation>
    </message>
    <message>
        <source>  requests: %1, %2 succeeded without a span, %3 failed or cancelled without one</source>
        <translation>  Anfragen: %1, %2 ohne Span erfolgreich, %3 ohne Span fehlgeschlagen oder abgebrochen</translation>
    </message>
    <message>
        <source>TTFT split (mean, p50, p99 in ms; measured requests with a span):</source>
        <translation>TTFT-Aufteilung (Mittelwert, p50, p99 in ms; gemessene Anfragen mit Span):</translation>
    </message>
    <message>
        <source>  run %1: no matched request with a first token</source>
        <translation>  Lauf %1: keine zugeordnete Anfrage mit erstem Token</translation>
    </message>
    <message>
        <source>  run %1 (%2 requests): TTFT %3 = client and network %4 + server queue %5 + prefill %6 + other server %7</source>
        <translation>  Lauf %1 (%2 Anfragen): TTFT %3 = Client und Netzwerk %4 + Server-Warteschlange %5 + Prefill %6 + übriger Server %7</translation>
    </message>
    <message>
        <source>per request (ms): run, index, TTFT, client and network, queue, prefill, other server, joined by</source>
        <translation>pro Anfrage (ms): Lauf, Index, TTFT, Client und Netzwerk, Warteschlange, Prefill, übriger Server, zugeordnet über</translation>
    </message>
</context>
<context>
    <name>ServerSpanReader</name>
    <message>
        <source>cannot read the span file %1: %2</source>
        <translation>Span-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1, line %2: a request span without a valid traceId (32 hex digits)</source>
        <translation>%1, Zeile %2: ein Anfrage-Span ohne gültige traceId (32 Hexziffern)</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>cannot read the span file %1</source>
        <translation>Span-Datei %1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ServiceModelFit</name>
    <message>
        <source>too few decode steps to fit (%1 inter-token gaps without a prefill)</source>
        <translation>zu wenige Dekodierschritte für die Anpassung (%1 Token-Abstände ohne Prefill)</translation>
    </message>
    <message>
        <source>too few requests met an empty queue to fit the prefill (%1)</source>
        <translation>zu wenige Anfragen trafen auf eine leere Warteschlange, um den Prefill anzupassen (%1)</translation>
    </message>
    <message>
        <source>the service model fit is singular</source>
        <translation>die Anpassung des Bedienmodells ist singulär</translation>
    </message>
</context>
<context>
    <name>ServingConfig</name>
    <message>
        <source>Model checkpoint</source>
        <translation>Modell-Checkpoint</translation>
    </message>
    <message>
        <source>Model revision</source>
        <translation>Modellrevision</translation>
    </message>
    <message>
        <source>Tokenizer</source>
        <translation>Tokenizer</translation>
    </message>
    <message>
        <source>Tokenizer revision</source>
        <translation>Tokenizer-Revision</translation>
    </message>
    <message>
        <source>Precision / quantization</source>
        <translation>Genauigkeit / Quantisierung</translation>
    </message>
    <message>
        <source>Maximum context length</source>
        <translation>Maximale Kontextlänge</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline parallelism</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>Experten-Parallelität</translation>
    </message>
    <message>
        <source>Data parallelism</source>
        <translation>Daten-Parallelität</translation>
    </message>
    <message>
        <source>Chat template</source>
        <translation>Chat-Vorlage</translation>
    </message>
    <message>
        <source>Reasoning settings</source>
        <translation>Reasoning-Einstellungen</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Spekulatives Decoding</translation>
    </message>
    <message>
        <source>Inference runtime</source>
        <translation>Inferenz-Laufzeit</translation>
    </message>
    <message>
        <source>Runtime version</source>
        <translation>Laufzeitversion</translation>
    </message>
    <message>
        <source>Max running sequences</source>
        <translation>Max. laufende Sequenzen</translation>
    </message>
    <message>
        <source>Max batched tokens per step</source>
        <translation>Max. Tokens pro Schritt</translation>
    </message>
    <message>
        <source>KV block size</source>
        <translation>KV-Blockgröße</translation>
    </message>
    <message>
        <source>KV blocks</source>
        <translation>KV-Blöcke</translation>
    </message>
    <message>
        <source>GPU memory utilization</source>
        <translation>GPU-Speicherauslastung</translation>
    </message>
    <message>
        <source>KV-cache data type</source>
        <translation>KV-Cache-Datentyp</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>Präfix-Caching</translation>
    </message>
    <message>
        <source>Chunked prefill</source>
        <translation>Chunked Prefill</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>GPU-Typ</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU-Anzahl</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Hostspeicher</translation>
    </message>
    <message>
        <source>Driver and software stack</source>
        <translation>Treiber und Software-Stack</translation>
    </message>
    <message>
        <source>Changing any pinned setting can change memory use, TTFT, TPOT, throughput or quality: benchmark again after a change.</source>
        <translation>Jede Änderung einer festgelegten Einstellung kann Speicherbedarf, TTFT, TPOT, Durchsatz oder Qualität ändern: nach einer Änderung erneut messen.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallelisierung</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generierung</translation>
    </message>
    <message>
        <source>Runtime, scheduler and KV cache</source>
        <translation>Laufzeit, Scheduler und KV-Cache</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>KV cache capacity (tokens)</source>
        <translation>KV-Cache-Kapazität (Token)</translation>
    </message>
</context>
<context>
    <name>ServingDiff</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>other</source>
        <translation>Sonstiges</translation>
    </message>
</context>
<context>
    <name>ShapeAnalysis</name>
    <message>
        <source>  %1: p50 %2, p95 %3, p99 %4, mean %5, max %6 (%7 samples)</source>
        <translation>  %1: p50 %2, p95 %3, p99 %4, Mittel %5, Max. %6 (%7 Stichproben)</translation>
    </message>
    <message>
        <source>Telemetry %1: %2 to %3 (%4 s)</source>
        <translation>Telemetrie %1: %2 bis %3 (%4 s)</translation>
    </message>
    <message>
        <source>  %1 LLM call(s) in %2 run(s), %3 tool call(s), %4 sub-agent(s)</source>
        <translation>  %1 LLM-Aufruf(e) in %2 Lauf/Läufen, %3 Tool-Aufruf(e), %4 Sub-Agent(en)</translation>
    </message>
    <message>
        <source>  %1 run(s) without LLM calls are left out of the per-run figures</source>
        <translation>  %1 Lauf/Läufe ohne LLM-Aufrufe fehlen in den Werten je Lauf</translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>Raten</translation>
    </message>
    <message>
        <source>  average %1 calls/s; peak %2 calls/s (%3 per minute) over %4 s windows; peak-to-average %5; burst %6 s</source>
        <translation>  Mittel %1 Aufrufe/s; Spitze %2 Aufrufe/s (%3 je Minute) über %4-s-Fenster; Spitze zu Mittel %5; Burst %6 s</translation>
    </message>
    <message>
        <source>  peak concurrent LLM calls %1; series in %2 s buckets</source>
        <translation>  höchstens %1 gleichzeitige LLM-Aufrufe; Zeitreihen in %2-s-Intervallen</translation>
    </message>
    <message>
        <source>  %1 call(s) have no duration: in flight only at their start</source>
        <translation>  %1 Aufruf(e) ohne Dauer: nur zu ihrem Start laufend gezählt</translation>
    </message>
    <message>
        <source>Lengths (exact percentiles)</source>
        <translation>Längen (exakte Perzentile)</translation>
    </message>
    <message>
        <source>Lengths (percentiles from a 1 % log histogram, within 0.5 %)</source>
        <translation>Längen (Perzentile aus einem logarithmischen 1-%-Histogramm, auf 0,5 % genau)</translation>
    </message>
    <message>
        <source>input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <source>context tokens</source>
        <translation>Kontext-Tokens</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>LLM calls per run</source>
        <translation>LLM-Aufrufe je Lauf</translation>
    </message>
    <message>
        <source>tokens per run</source>
        <translation>Tokens je Lauf</translation>
    </message>
    <message>
        <source>run duration (s)</source>
        <translation>Laufdauer (s)</translation>
    </message>
    <message>
        <source>Cache and prefixes</source>
        <translation>Cache und Präfixe</translation>
    </message>
    <message>
        <source>  cache hits %1 of input tokens (%2 call(s) report cached tokens)</source>
        <translation>  Cache-Treffer %1 der Eingabe-Tokens (%2 Aufruf(e) melden gecachte Tokens)</translation>
    </message>
    <message>
        <source>  shared prefix %1 of input tokens (%2 call(s) report reused prefixes; %3 name a prefix group)</source>
        <translation>  gemeinsames Präfix %1 der Eingabe-Tokens (%2 Aufruf(e) melden wiederverwendete Präfixe; %3 nennen eine Präfixgruppe)</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>  retries %1 (%2), errors %3 (%4), cancellations %5 (%6) of LLM calls; runs failed %7, cancelled %8</source>
        <translation>  Wiederholungen %1 (%2), Fehler %3 (%4), Abbrüche %5 (%6) der LLM-Aufrufe; Läufe fehlgeschlagen %7, abgebrochen %8</translation>
    </message>
    <message>
        <source>Model mix</source>
        <translation>Modellmix</translation>
    </message>
    <message>
        <source>  %1: %2 call(s), %3</source>
        <translation>  %1: %2 Aufruf(e), %3</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(nicht gemeldet)</translation>
    </message>
    <message>
        <source>Time of day (UTC, calls per hour)</source>
        <translation>Tageszeit (UTC, Aufrufe je Stunde)</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>  last week against the first: calls %1 % (%2 -&gt; %3), tokens %4 %</source>
        <translation>  letzte Woche gegenüber der ersten: Aufrufe %1 % (%2 -&gt; %3), Tokens %4 %</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 Minuten</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>no growth figure: the data spans %1, and growth compares the first and last week of at least 14 days</source>
        <translation>keine Wachstumszahl: die Daten umfassen %1, und Wachstum vergleicht die erste und letzte Woche von mindestens 14 Tagen</translation>
    </message>
    <message>
        <source>Telemetry %1: %2 s, relative timestamps (no dates in the file)</source>
        <translation>Telemetrie %1: %2 s, relative Zeitstempel (keine Daten in der Datei)</translation>
    </message>
    <message>
        <source>  peak concurrent LLM calls unknown: %1 of %2 calls have no duration (the file holds their starts only); series in %3 s buckets</source>
        <translation>  Spitze gleichzeitiger LLM-Aufrufe unbekannt: %1 von %2 Aufrufen haben keine Dauer (die Datei enthält nur ihre Starts); Reihen in %3-s-Intervallen</translation>
    </message>
    <message>
        <source>  not known: the timestamps are relative to the trace&apos;s start</source>
        <translation>  unbekannt: die Zeitstempel sind relativ zum Beginn des Traces</translation>
    </message>
</context>
<context>
    <name>ShapeCharts</name>
    <message>
        <source>requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>peak calls in flight</source>
        <translation>höchste Zahl laufender Aufrufe</translation>
    </message>
    <message>
        <source>Input and output tokens per LLM call</source>
        <translation>Eingabe- und Ausgabe-Tokens pro LLM-Aufruf</translation>
    </message>
    <message>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>LLM calls per run (%1 runs)</source>
        <translation>LLM-Aufrufe pro Lauf (%1 Läufe)</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>LLM calls by hour of day (UTC)</source>
        <translation>LLM-Aufrufe nach Tageszeit (UTC)</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Requests per second and LLM calls in flight, per %1</source>
        <translation>Anfragen pro Sekunde und laufende LLM-Aufrufe, je %1</translation>
    </message>
    <message>
        <source>seconds from the first record (bins of %1)</source>
        <translation>Sekunden ab dem ersten Datensatz (Klassen zu %1)</translation>
    </message>
    <message>
        <source>minutes from the first record (bins of %1)</source>
        <translation>Minuten ab dem ersten Datensatz (Klassen zu %1)</translation>
    </message>
    <message>
        <source>hours from the first record (bins of %1)</source>
        <translation>Stunden ab dem ersten Datensatz (Klassen zu %1)</translation>
    </message>
    <message>
        <source>requests/s (mean per %1)</source>
        <translation>Anfragen/s (Mittel je %1)</translation>
    </message>
    <message>
        <source>in flight (peak per %1)</source>
        <translation>laufend (Spitze je %1)</translation>
    </message>
    <message>
        <source>tokens per call (each bin up to the number shown)</source>
        <translation>Token pro Aufruf (jede Klasse bis zur angegebenen Zahl)</translation>
    </message>
    <message>
        <source>hour the call started (UTC)</source>
        <translation>Stunde des Aufrufbeginns (UTC)</translation>
    </message>
</context>
<context>
    <name>SimEngine</name>
    <message>
        <source>a request needs at least one prompt token</source>
        <translation>eine Anfrage braucht mindestens ein Prompt-Token</translation>
    </message>
    <message>
        <source>a request must generate at least one token</source>
        <translation>eine Anfrage muss mindestens ein Token erzeugen</translation>
    </message>
    <message>
        <source>prompt plus output (%1 tokens) exceeds max_model_len %2</source>
        <translation>Prompt plus Ausgabe (%1 Tokens) überschreitet max_model_len %2</translation>
    </message>
    <message>
        <source>the request (%1 tokens) does not fit in the KV cache</source>
        <translation>die Anfrage (%1 Tokens) passt nicht in den KV-Cache</translation>
    </message>
    <message>
        <source>duplicate request id %1</source>
        <translation>doppelte Anfrage-ID %1</translation>
    </message>
    <message>
        <source>request %1 has output block hashes but %2 prompt block hashes; it needs one block hash per full prompt block (%3)</source>
        <translation>Anfrage %1 hat Ausgabe-Block-Hashes, aber %2 Prompt-Block-Hashes; sie braucht einen Block-Hash je vollem Prompt-Block (%3)</translation>
    </message>
    <message>
        <source>request (%1 tokens) exceeds the available context size (%2 tokens), try increasing it</source>
        <translation>request (%1 tokens) exceeds the available context size (%2 tokens), try increasing it</translation>
    </message>
</context>
<context>
    <name>SimFleet</name>
    <message>
        <source>the simulated fleet&apos;s speed must be above 0</source>
        <translation>die Geschwindigkeit der simulierten Flotte muss über 0 liegen</translation>
    </message>
    <message>
        <source>a fleet needs at least one replica</source>
        <translation>eine Flotte benötigt mindestens eine Replik</translation>
    </message>
    <message>
        <source>cannot start simulated replica %1: %2</source>
        <translation>simuliertes Replikat %1 kann nicht starten: %2</translation>
    </message>
</context>
<context>
    <name>SimPreset</name>
    <message>
        <source>unknown id &quot;%1&quot; (known: %2)</source>
        <translation>unbekannte ID &quot;%1&quot; (bekannt: %2)</translation>
    </message>
    <message>
        <source>applies to the vllm-v1 scheduler only</source>
        <translation>gilt nur für den Scheduler vllm-v1</translation>
    </message>
    <message>
        <source>the llama-slots scheduler needs {&quot;slots&quot;, &quot;n_ctx&quot;, &quot;n_batch&quot;}</source>
        <translation>der Scheduler llama-slots braucht {&quot;slots&quot;, &quot;n_ctx&quot;, &quot;n_batch&quot;}</translation>
    </message>
    <message>
        <source>applies to the llama-slots scheduler only</source>
        <translation>gilt nur für den Scheduler llama-slots</translation>
    </message>
</context>
<context>
    <name>SimPresetCatalog</name>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>doppelte ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: a preset file holds one object</source>
        <translation>%1: eine Preset-Datei enthält ein Objekt</translation>
    </message>
    <message>
        <source>%1: base: unknown preset &quot;%2&quot; (known: %3)</source>
        <translation>%1: base: unbekanntes Preset &quot;%2&quot; (bekannt: %3)</translation>
    </message>
</context>
<context>
    <name>SimServer</name>
    <message>
        <source>the simulated server is already running</source>
        <translation>der simulierte Server läuft bereits</translation>
    </message>
    <message>
        <source>cannot listen on %1: %2</source>
        <translation>kann nicht auf %1 lauschen: %2</translation>
    </message>
    <message>
        <source>cannot listen on %1 port %2: %3</source>
        <translation>kann nicht auf %1 Port %2 lauschen: %3</translation>
    </message>
</context>
<context>
    <name>SimulatorEstimator</name>
    <message>
        <source>errors and timeouts</source>
        <translation>Fehler und Zeitüberschreitungen</translation>
    </message>
    <message>
        <source>the simulator needs the replica configuration: %1</source>
        <translation>der Simulator braucht die Replikat-Konfiguration: %1</translation>
    </message>
    <message>
        <source>%1 on %2 x %3</source>
        <translation>%1 auf %2 x %3</translation>
    </message>
    <message>
        <source>the plan&apos;s replica</source>
        <translation>das Replikat des Plans</translation>
    </message>
    <message>
        <source>the simulator needs at least one SLO objective to find the sustainable load</source>
        <translation>der Simulator braucht mindestens ein SLO-Ziel, um die tragbare Last zu finden</translation>
    </message>
    <message>
        <source>prompt lengths assumed: p50 1,000, p95 4,000 tokens</source>
        <translation>Prompt-Längen angenommen: p50 1.000, p95 4.000 Tokens</translation>
    </message>
    <message>
        <source>output lengths assumed: the preset&apos;s (mean %1 tokens)</source>
        <translation>Ausgabelängen angenommen: die der Voreinstellung (Mittel %1 Tokens)</translation>
    </message>
    <message>
        <source>the simulated replica misses the SLO even at %1 requests/s (%2)</source>
        <translation>das simulierte Replikat verfehlt das SLO schon bei %1 Anfragen/s (%2)</translation>
    </message>
    <message>
        <source>Simulator estimate on preset %1 (%2 requests per step, Poisson arrivals, virtual time)</source>
        <translation>Schätzung des Simulators mit Voreinstellung %1 (%2 Anfragen pro Stufe, Poisson-Ankünfte, virtuelle Zeit)</translation>
    </message>
    <message>
        <source>envelope &quot;%1&quot;: %2</source>
        <translation>Kapazitätsrahmen „%1“: %2</translation>
    </message>
    <message>
        <source>Envelope %1: the simulator sustains %2 requests/s per replica (preliminary range %3-%4).</source>
        <translation>Kapazitätsrahmen %1: Der Simulator trägt %2 Anfragen/s pro Replikat (vorläufiger Bereich %3–%4).</translation>
    </message>
    <message>
        <source>; at %1 requests/s it missed %2</source>
        <translation>; bei %1 Anfragen/s verfehlte er %2</translation>
    </message>
    <message>
        <source>No SLO given: the simulator assumed TTFT &lt;= 2,000 ms for 95 % and TPOT &lt;= 100 ms for 90 % of requests.</source>
        <translation>Kein SLO angegeben: Der Simulator nahm TTFT &lt;= 2.000 ms für 95 % und TPOT &lt;= 100 ms für 90 % der Anfragen an.</translation>
    </message>
</context>
<context>
    <name>SizingAnswerText</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 (p50 / p95 / p99)</source>
        <translation>%1 (p50 / p95 / p99)</translation>
    </message>
    <message>
        <source>%1 for %2 % of requests</source>
        <translation>%1 für %2 % der Anfragen</translation>
    </message>
</context>
<context>
    <name>SizingCompleteness</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 of %2 answered (%3 %)</source>
        <translation>%1 von %2 beantwortet (%3 %)</translation>
    </message>
</context>
<context>
    <name>SizingField</name>
    <message>
        <source>Product or service name</source>
        <translation>Name des Produkts oder Dienstes</translation>
    </message>
    <message>
        <source>The product or service the capacity is for. Every project on a shared platform needs a stable identity so its load can be told apart from other tenants&apos;.</source>
        <translation>Das Produkt oder der Dienst, für den die Kapazität gedacht ist. Jedes Projekt auf einer geteilten Plattform braucht eine stabile Identität, damit seine Last von der anderer Mandanten unterscheidbar ist.</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Verantwortlich</translation>
    </message>
    <message>
        <source>The team or person who owns the product and its budget.</source>
        <translation>Das Team oder die Person, der das Produkt und sein Budget gehören.</translation>
    </message>
    <message>
        <source>Technical contact</source>
        <translation>Technischer Kontakt</translation>
    </message>
    <message>
        <source>Who the platform team asks about prompts, traces and workload details.</source>
        <translation>Wen das Plattform-Team zu Prompts, Traces und Lastdetails fragt.</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Umgebungen</translation>
    </message>
    <message>
        <source>Where the product runs. Each environment may need its own capacity or quota.</source>
        <translation>Wo das Produkt läuft. Jede Umgebung kann eigene Kapazität oder ein eigenes Kontingent brauchen.</translation>
    </message>
    <message>
        <source>Workload classes</source>
        <translation>Lastklassen</translation>
    </message>
    <message>
        <source>The operations the product performs, each with its execution type: interactive (a user waits), asynchronous (a result is picked up later), batch (throughput matters, not latency) or agentic (one user task triggers many LLM calls). Include the hard cases: long tasks, tool failures, retries, cancellations, large contexts and compaction; they decide the tail latency.</source>
        <translation>Die Vorgänge, die das Produkt ausführt, jeweils mit Ausführungsart: interaktiv (ein Nutzer wartet), asynchron (ein Ergebnis wird später abgeholt), Batch (Durchsatz zählt, nicht Latenz) oder agentisch (eine Nutzeraufgabe löst viele LLM-Aufrufe aus). Die schweren Fälle gehören dazu: lange Aufgaben, Tool-Fehler, Wiederholungen, Abbrüche, große Kontexte und Verdichtung; sie bestimmen die Latenz im Ausläufer.</translation>
    </message>
    <message>
        <source>Expected launch date</source>
        <translation>Geplanter Starttermin</translation>
    </message>
    <message>
        <source>When the capacity must be available (YYYY-MM-DD).</source>
        <translation>Wann die Kapazität verfügbar sein muss (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <source>Growth stages</source>
        <translation>Wachstumsstufen</translation>
    </message>
    <message>
        <source>How usage grows from pilot to production, e.g. &quot;50 pilot users in March, all 400 in June&quot;. Traffic moving from a pilot to production changes the boundary.</source>
        <translation>Wie die Nutzung vom Pilot bis zur Produktion wächst, z. B. „50 Pilotnutzer im März, alle 400 im Juni“. Der Übergang vom Pilot in die Produktion verschiebt die Grenze.</translation>
    </message>
    <message>
        <source>Model identifiers and revisions</source>
        <translation>Modellkennungen und Revisionen</translation>
    </message>
    <message>
        <source>Exact model ids and revisions, one per line (e.g. meta-llama/Llama-3.1-70B-Instruct @ 1605565). Changing the checkpoint changes memory use, latency and quality.</source>
        <translation>Genaue Modellkennungen und Revisionen, eine pro Zeile (z. B. meta-llama/Llama-3.1-70B-Instruct @ 1605565). Ein anderer Checkpoint ändert Speicherbedarf, Latenz und Qualität.</translation>
    </message>
    <message>
        <source>Tokenizer revision</source>
        <translation>Tokenizer-Revision</translation>
    </message>
    <message>
        <source>Token counts, and with them every length in the workload profile, depend on the tokenizer.</source>
        <translation>Token-Zahlen, und mit ihnen jede Länge im Lastprofil, hängen vom Tokenizer ab.</translation>
    </message>
    <message>
        <source>Quality-evaluation results</source>
        <translation>Ergebnisse der Qualitätsbewertung</translation>
    </message>
    <message>
        <source>What the candidates scored on the product&apos;s own evaluation. External APIs are fine for comparing quality; their speed does not carry over to self-hosting.</source>
        <translation>Wie die Kandidaten in der produkteigenen Bewertung abschnitten. Externe APIs taugen zum Qualitätsvergleich; ihre Geschwindigkeit überträgt sich nicht auf den Eigenbetrieb.</translation>
    </message>
    <message>
        <source>Context length required</source>
        <translation>Benötigte Kontextlänge</translation>
    </message>
    <message>
        <source>The longest prompt plus output a request must support. It sets max_model_len and with it the KV-cache size per sequence.</source>
        <translation>Der längste Prompt plus Ausgabe, den eine Anfrage unterstützen muss. Er bestimmt max_model_len und damit die KV-Cache-Größe pro Sequenz.</translation>
    </message>
    <message>
        <source>Required capabilities</source>
        <translation>Benötigte Fähigkeiten</translation>
    </message>
    <message>
        <source>Reasoning, multimodal input, tool calling or structured output narrow the model and runtime choice and can change token counts.</source>
        <translation>Reasoning, multimodale Eingabe, Tool-Aufrufe oder strukturierte Ausgabe schränken die Modell- und Laufzeitwahl ein und können die Token-Zahlen ändern.</translation>
    </message>
    <message>
        <source>Acceptable fallback models</source>
        <translation>Akzeptable Ausweichmodelle</translation>
    </message>
    <message>
        <source>Smaller or older models the product accepts when capacity is short; routing to a smaller model is a degradation mode.</source>
        <translation>Kleinere oder ältere Modelle, die das Produkt bei knapper Kapazität akzeptiert; das Umleiten auf ein kleineres Modell ist eine Degradierungsform.</translation>
    </message>
    <message>
        <source>Latency observed so far on</source>
        <translation>Bisher beobachtete Latenz auf</translation>
    </message>
    <message>
        <source>Where the latency you know was measured. An external API&apos;s latency tells nothing about a self-hosted deployment: its hardware, batching, routing and load are unknown.</source>
        <translation>Wo die bekannte Latenz gemessen wurde. Die Latenz einer externen API sagt nichts über einen selbst betriebenen Einsatz: Ihre Hardware, ihr Batching, Routing und ihre Last sind unbekannt.</translation>
    </message>
    <message>
        <source>Active users or jobs</source>
        <translation>Aktive Nutzer oder Jobs</translation>
    </message>
    <message>
        <source>Users (or jobs, agents) active in the busiest period, not registered users. A registered user is not a unit of inference load.</source>
        <translation>In der lastintensivsten Zeit aktive Nutzer (oder Jobs, Agenten), nicht registrierte Nutzer. Ein registrierter Nutzer ist keine Einheit der Inferenzlast.</translation>
    </message>
    <message>
        <source>Runs per user per time window</source>
        <translation>Durchläufe pro Nutzer und Zeitfenster</translation>
    </message>
    <message>
        <source>How often one active user starts this scenario (a chat turn, an agent run, a job) in the time window below.</source>
        <translation>Wie oft ein aktiver Nutzer dieses Szenario (eine Chat-Runde, einen Agentenlauf, einen Job) im Zeitfenster unten startet.</translation>
    </message>
    <message>
        <source>Time window</source>
        <translation>Zeitfenster</translation>
    </message>
    <message>
        <source>The window the runs per user are counted in.</source>
        <translation>Das Fenster, in dem die Durchläufe pro Nutzer gezählt werden.</translation>
    </message>
    <message>
        <source>LLM calls per run</source>
        <translation>LLM-Aufrufe pro Durchlauf</translation>
    </message>
    <message>
        <source>LLM calls one run makes, retries and compactions included. A coding agent can make ten or more calls for one user task.</source>
        <translation>LLM-Aufrufe eines Durchlaufs, Wiederholungen und Verdichtungen eingeschlossen. Ein Coding-Agent kann für eine Nutzeraufgabe zehn und mehr Aufrufe machen.</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabetokens</translation>
    </message>
    <message>
        <source>Prompt length at p50, p95 and p99. Averages hide the long prompts that drive time to first token.</source>
        <translation>Prompt-Länge bei p50, p95 und p99. Durchschnitte verbergen die langen Prompts, die die Zeit bis zum ersten Token treiben.</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabetokens</translation>
    </message>
    <message>
        <source>Generated length at p50, p95 and p99. Long outputs keep KV-cache blocks busy and stretch streaming.</source>
        <translation>Erzeugte Länge bei p50, p95 und p99. Lange Ausgaben halten KV-Cache-Blöcke belegt und dehnen das Streaming.</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>Total context per call (history, tool schemas, documents) at p50, p95 and p99.</source>
        <translation>Gesamter Kontext pro Aufruf (Verlauf, Tool-Schemata, Dokumente) bei p50, p95 und p99.</translation>
    </message>
    <message>
        <source>Concurrent LLM calls at peak</source>
        <translation>Gleichzeitige LLM-Aufrufe zur Spitze</translation>
    </message>
    <message>
        <source>Calls in flight at the same time in the busiest period.</source>
        <translation>Gleichzeitig laufende Aufrufe in der lastintensivsten Zeit.</translation>
    </message>
    <message>
        <source>Peak-to-average ratio</source>
        <translation>Verhältnis Spitze zu Durchschnitt</translation>
    </message>
    <message>
        <source>Busiest rate divided by the average rate (time of day, Monday mornings, releases). Capacity is sized for the peak.</source>
        <translation>Höchste Rate geteilt durch die durchschnittliche Rate (Tageszeit, Montagmorgen, Releases). Kapazität wird für die Spitze bemessen.</translation>
    </message>
    <message>
        <source>Burst duration</source>
        <translation>Dauer einer Lastspitze</translation>
    </message>
    <message>
        <source>How long a burst lasts. If a replica takes longer to start than a burst lasts, autoscaling cannot absorb it: the replicas must already be warm.</source>
        <translation>Wie lange eine Lastspitze dauert. Braucht ein Replikat zum Start länger, als die Spitze dauert, kann Autoscaling sie nicht abfangen: Die Replikate müssen bereits warm sein.</translation>
    </message>
    <message>
        <source>Expected growth</source>
        <translation>Erwartetes Wachstum</translation>
    </message>
    <message>
        <source>Load growth over the planning horizon, in percent.</source>
        <translation>Lastwachstum im Planungszeitraum, in Prozent.</translation>
    </message>
    <message>
        <source>Planning horizon</source>
        <translation>Planungszeitraum</translation>
    </message>
    <message>
        <source>The growth horizon, usually the next 6-12 months (applies to every class).</source>
        <translation>Der Zeitraum für das Wachstum, meist die nächsten 6–12 Monate (gilt für jede Klasse).</translation>
    </message>
    <message>
        <source>Measured peak rate</source>
        <translation>Gemessene Spitzenrate</translation>
    </message>
    <message>
        <source>LLM calls per second at peak, when telemetry already shows it. It replaces the estimate from users and activity.</source>
        <translation>LLM-Aufrufe pro Sekunde zur Spitze, wenn die Telemetrie sie schon zeigt. Sie ersetzt die Schätzung aus Nutzern und Aktivität.</translation>
    </message>
    <message>
        <source>Representative trace or dataset</source>
        <translation>Repräsentativer Trace oder Datensatz</translation>
    </message>
    <message>
        <source>A sanitized trace or request-metadata sample (a path, or where to get it). Percentiles alone cannot rebuild a workload: lengths, arrival times and cache reuse are connected. A file with one arrival timestamp per line is used for the peak rate.</source>
        <translation>Ein bereinigter Trace oder eine Stichprobe von Anfrage-Metadaten (ein Pfad oder wo er zu bekommen ist). Perzentile allein können keine Last nachbilden: Längen, Ankunftszeiten und Cache-Wiederverwendung hängen zusammen. Eine Datei mit einem Ankunftszeitstempel pro Zeile wird für die Spitzenrate verwendet.</translation>
    </message>
    <message>
        <source>Load tests so far</source>
        <translation>Bisherige Lasttests</translation>
    </message>
    <message>
        <source>How the product was load-tested, if at all. A closed-loop test (each virtual user waits for its answer) lowers the offered load when the server slows down and hides overload; an open-loop test sends at a controlled rate.</source>
        <translation>Wie das Produkt unter Last getestet wurde, falls überhaupt. Ein Closed-Loop-Test (jeder virtuelle Nutzer wartet auf seine Antwort) senkt die angebotene Last, wenn der Server langsamer wird, und verbirgt Überlast; ein Open-Loop-Test sendet mit kontrollierter Rate.</translation>
    </message>
    <message>
        <source>Users in that test</source>
        <translation>Nutzer in diesem Test</translation>
    </message>
    <message>
        <source>Real or virtual users in that test. Results of a small user test do not multiply: batching, queueing and cache pressure make inference non-linear.</source>
        <translation>Echte oder virtuelle Nutzer in diesem Test. Ergebnisse eines kleinen Nutzertests lassen sich nicht hochrechnen: Batching, Warteschlangen und Cache-Druck machen Inferenz nichtlinear.</translation>
    </message>
    <message>
        <source>Requests in its measurement window</source>
        <translation>Anfragen in seinem Messfenster</translation>
    </message>
    <message>
        <source>Requests the test measured after warm-up. A percentile needs at least 10 / (1 - p) samples: p99 needs 1,000.</source>
        <translation>Anfragen, die der Test nach dem Aufwärmen gemessen hat. Ein Perzentil braucht mindestens 10 / (1 - p) Stichproben: p99 braucht 1.000.</translation>
    </message>
    <message>
        <source>Capacity evidence so far</source>
        <translation>Bisherige Belege für die Kapazität</translation>
    </message>
    <message>
        <source>What today&apos;s capacity belief rests on. GPU utilisation says nothing about queueing, KV-cache pressure, TTFT or TPOT; a tracing tool explains the workload but not the GPU capacity.</source>
        <translation>Worauf die heutige Kapazitätsannahme beruht. Die GPU-Auslastung sagt nichts über Warteschlangen, KV-Cache-Druck, TTFT oder TPOT; ein Tracing-Tool erklärt die Last, aber nicht die GPU-Kapazität.</translation>
    </message>
    <message>
        <source>Time to first token (TTFT)</source>
        <translation>Zeit bis zum ersten Token (TTFT)</translation>
    </message>
    <message>
        <source>How long a user waits before generation begins, and the share of requests that must meet it.</source>
        <translation>Wie lange ein Nutzer wartet, bis die Erzeugung beginnt, und der Anteil der Anfragen, der das Ziel erfüllen muss.</translation>
    </message>
    <message>
        <source>Inter-token latency (ITL)</source>
        <translation>Inter-Token-Latenz (ITL)</translation>
    </message>
    <message>
        <source>The gaps between streamed tokens a user can notice, and the share of gaps that must meet the target.</source>
        <translation>Die spürbaren Pausen zwischen gestreamten Tokens, und der Anteil der Pausen, der das Ziel erfüllen muss.</translation>
    </message>
    <message>
        <source>Time per output token (TPOT)</source>
        <translation>Zeit pro Ausgabetoken (TPOT)</translation>
    </message>
    <message>
        <source>Request-level decode time divided by the generated tokens, and the share of requests that must meet it.</source>
        <translation>Dekodierzeit einer Anfrage geteilt durch die erzeugten Tokens, und der Anteil der Anfragen, der das Ziel erfüllen muss.</translation>
    </message>
    <message>
        <source>End-to-end LLM latency</source>
        <translation>Ende-zu-Ende-Latenz eines LLM-Aufrufs</translation>
    </message>
    <message>
        <source>How long one complete LLM call may take.</source>
        <translation>Wie lange ein vollständiger LLM-Aufruf dauern darf.</translation>
    </message>
    <message>
        <source>Queue-time limit</source>
        <translation>Grenze für die Wartezeit</translation>
    </message>
    <message>
        <source>How long a request may wait before execution starts.</source>
        <translation>Wie lange eine Anfrage vor Beginn der Ausführung warten darf.</translation>
    </message>
    <message>
        <source>Agent-run or job duration</source>
        <translation>Dauer eines Agentenlaufs oder Jobs</translation>
    </message>
    <message>
        <source>How long the user waits for the complete workflow, all its calls and tools included.</source>
        <translation>Wie lange der Nutzer auf den gesamten Ablauf wartet, alle Aufrufe und Tools eingeschlossen.</translation>
    </message>
    <message>
        <source>Error and timeout rate</source>
        <translation>Fehler- und Timeout-Rate</translation>
    </message>
    <message>
        <source>The largest share of calls that may fail or time out.</source>
        <translation>Der größte Anteil an Aufrufen, der fehlschlagen oder ablaufen darf.</translation>
    </message>
    <message>
        <source>Overload behaviour</source>
        <translation>Verhalten bei Überlast</translation>
    </message>
    <message>
        <source>What happens when demand exceeds capacity. Without admission control one product can use up the queue and KV cache every other tenant needs.</source>
        <translation>Was passiert, wenn die Nachfrage die Kapazität übersteigt. Ohne Zulassungssteuerung kann ein Produkt die Warteschlange und den KV-Cache aufbrauchen, die alle anderen Mandanten brauchen.</translation>
    </message>
    <message>
        <source>Shared, dedicated or reserved capacity</source>
        <translation>Geteilte, dedizierte oder reservierte Kapazität</translation>
    </message>
    <message>
        <source>Shared replicas use the GPUs best but need quotas, admission control and an overload policy; dedicated capacity isolates the SLO at a price.</source>
        <translation>Geteilte Replikate nutzen die GPUs am besten, brauchen aber Kontingente, Zulassungssteuerung und eine Überlastregel; dedizierte Kapazität isoliert das SLO gegen Aufpreis.</translation>
    </message>
    <message>
        <source>Required availability</source>
        <translation>Geforderte Verfügbarkeit</translation>
    </message>
    <message>
        <source>The availability the product promises, in %.</source>
        <translation>Die Verfügbarkeit, die das Produkt zusagt, in %.</translation>
    </message>
    <message>
        <source>Loss to survive</source>
        <translation>Zu überstehender Ausfall</translation>
    </message>
    <message>
        <source>The largest failure the product must ride through. A lost GPU or pod can take a whole multi-GPU replica; a lost node several replicas; a failure domain all the replicas in it.</source>
        <translation>Der größte Ausfall, den das Produkt überstehen muss. Eine verlorene GPU oder ein Pod kann ein ganzes Replikat mit mehreren GPUs mitnehmen, ein verlorener Knoten mehrere Replikate, eine Ausfalldomäne alle Replikate darin.</translation>
    </message>
    <message>
        <source>Capacity required after that loss</source>
        <translation>Benötigte Kapazität nach diesem Ausfall</translation>
    </message>
    <message>
        <source>The share of the peak load the remaining replicas must still serve within the SLO, in %. 100 means no degradation.</source>
        <translation>Der Anteil der Spitzenlast, den die verbleibenden Replikate noch innerhalb des SLO bedienen müssen, in %. 100 heißt keine Degradierung.</translation>
    </message>
    <message>
        <source>Rollout strategy</source>
        <translation>Rollout-Strategie</translation>
    </message>
    <message>
        <source>How new versions are rolled out. With a surge, old and new versions coexist for a while; in place, capacity drops while replicas restart.</source>
        <translation>Wie neue Versionen ausgerollt werden. Beim Surge laufen alte und neue Versionen eine Zeit lang nebeneinander; an Ort und Stelle sinkt die Kapazität, während Replikate neu starten.</translation>
    </message>
    <message>
        <source>Replicas replaced at once</source>
        <translation>Gleichzeitig ersetzte Replikate</translation>
    </message>
    <message>
        <source>How many replicas a rollout adds or takes down at the same time.</source>
        <translation>Wie viele Replikate ein Rollout gleichzeitig hinzufügt oder herunterfährt.</translation>
    </message>
    <message>
        <source>Rollback requirements</source>
        <translation>Anforderungen an den Rollback</translation>
    </message>
    <message>
        <source>How fast and how a bad rollout must be undone.</source>
        <translation>Wie schnell und wie ein fehlerhafter Rollout rückgängig gemacht werden muss.</translation>
    </message>
    <message>
        <source>Maximum recovery time</source>
        <translation>Maximale Wiederherstellungszeit</translation>
    </message>
    <message>
        <source>How long capacity may stay reduced after a failure. A replica that starts slower than this must be kept warm.</source>
        <translation>Wie lange die Kapazität nach einem Ausfall verringert bleiben darf. Ein Replikat, das langsamer startet, muss warm gehalten werden.</translation>
    </message>
    <message>
        <source>Allowed degradation modes</source>
        <translation>Erlaubte Degradierungen</translation>
    </message>
    <message>
        <source>What the platform may do under overload or after a failure.</source>
        <translation>Was die Plattform bei Überlast oder nach einem Ausfall tun darf.</translation>
    </message>
    <message>
        <source>GPUs the team has in mind</source>
        <translation>GPUs, an die das Team denkt</translation>
    </message>
    <message>
        <source>If the team already has a number in mind (&quot;one node of eight GPUs&quot;), enter it: the minimum footprint of one replica is not its SLO capacity.</source>
        <translation>Falls das Team schon eine Zahl im Kopf hat („ein Knoten mit acht GPUs“), tragen Sie sie ein: Der minimale Speicherbedarf eines Replikats ist nicht seine SLO-Kapazität.</translation>
    </message>
    <message>
        <source>Tracing system</source>
        <translation>Tracing-System</translation>
    </message>
    <message>
        <source>Where LLM calls, tools and application steps are traced as nested observations (e.g. Langfuse), keeping the causal structure of a run.</source>
        <translation>Wo LLM-Aufrufe, Tools und Anwendungsschritte als verschachtelte Beobachtungen erfasst werden (z. B. Langfuse), sodass die kausale Struktur eines Durchlaufs erhalten bleibt.</translation>
    </message>
    <message>
        <source>Token usage collected</source>
        <translation>Token-Verbrauch wird erfasst</translation>
    </message>
    <message>
        <source>Input and output tokens recorded per call and per run.</source>
        <translation>Ein- und Ausgabetokens werden pro Aufruf und pro Durchlauf erfasst.</translation>
    </message>
    <message>
        <source>Correlation IDs</source>
        <translation>Korrelations-IDs</translation>
    </message>
    <message>
        <source>One id from the gateway to the inference server, so each tenant&apos;s use can be measured. High-cardinality ids belong in traces and logs, not metric labels.</source>
        <translation>Eine ID vom Gateway bis zum Inferenz-Server, damit der Verbrauch jedes Mandanten messbar ist. IDs mit hoher Kardinalität gehören in Traces und Logs, nicht in Metrik-Labels.</translation>
    </message>
    <message>
        <source>Prompt and application versioning</source>
        <translation>Versionierung von Prompts und Anwendung</translation>
    </message>
    <message>
        <source>Prompt and application versions recorded with each run: a prompt change is a workload change.</source>
        <translation>Prompt- und Anwendungsversionen werden mit jedem Durchlauf erfasst: Eine Prompt-Änderung ist eine Laständerung.</translation>
    </message>
    <message>
        <source>Pseudonymization</source>
        <translation>Pseudonymisierung</translation>
    </message>
    <message>
        <source>User and business identifiers are pseudonymized in traces and logs.</source>
        <translation>Nutzer- und Geschäftskennungen sind in Traces und Logs pseudonymisiert.</translation>
    </message>
    <message>
        <source>Retention and access rules</source>
        <translation>Aufbewahrungs- und Zugriffsregeln</translation>
    </message>
    <message>
        <source>How long telemetry is kept and who may read it.</source>
        <translation>Wie lange Telemetrie aufbewahrt wird und wer sie lesen darf.</translation>
    </message>
    <message>
        <source>Sensitive content not recorded by default</source>
        <translation>Sensible Inhalte standardmäßig nicht erfasst</translation>
    </message>
    <message>
        <source>Confirm that prompts, outputs, tool arguments, source code and documents are not recorded by default. Capacity planning needs token counts and timings, not content; logging everything adds risk without improving the estimate.</source>
        <translation>Bestätigen Sie, dass Prompts, Ausgaben, Tool-Argumente, Quelltexte und Dokumente standardmäßig nicht erfasst werden. Kapazitätsplanung braucht Token-Zahlen und Zeiten, keine Inhalte; alles zu protokollieren erhöht das Risiko, ohne die Schätzung zu verbessern.</translation>
    </message>
    <message>
        <source>development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <source>test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>staging</source>
        <translation>Staging</translation>
    </message>
    <message>
        <source>production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>multimodal input</source>
        <translation>multimodale Eingabe</translation>
    </message>
    <message>
        <source>tool calling</source>
        <translation>Tool-Aufrufe</translation>
    </message>
    <message>
        <source>structured output</source>
        <translation>strukturierte Ausgabe</translation>
    </message>
    <message>
        <source>none of these</source>
        <translation>nichts davon</translation>
    </message>
    <message>
        <source>nowhere yet</source>
        <translation>noch nirgends</translation>
    </message>
    <message>
        <source>an external API</source>
        <translation>einer externen API</translation>
    </message>
    <message>
        <source>self-hosted, other hardware or runtime</source>
        <translation>Eigenbetrieb, andere Hardware oder Laufzeit</translation>
    </message>
    <message>
        <source>self-hosted, target hardware and runtime</source>
        <translation>Eigenbetrieb, Ziel-Hardware und -Laufzeit</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>pro Minute</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>pro Stunde</translation>
    </message>
    <message>
        <source>per 8-hour working day</source>
        <translation>pro 8-Stunden-Arbeitstag</translation>
    </message>
    <message>
        <source>per 24-hour day</source>
        <translation>pro 24-Stunden-Tag</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>open loop at controlled request rates</source>
        <translation>Open Loop mit kontrollierten Anfrageraten</translation>
    </message>
    <message>
        <source>closed loop with virtual users</source>
        <translation>Closed Loop mit virtuellen Nutzern</translation>
    </message>
    <message>
        <source>a test with real users</source>
        <translation>ein Test mit echten Nutzern</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>GPU utilisation below 100 %</source>
        <translation>GPU-Auslastung unter 100 %</translation>
    </message>
    <message>
        <source>the tracing tool&apos;s numbers</source>
        <translation>die Zahlen des Tracing-Tools</translation>
    </message>
    <message>
        <source>an SLO-constrained sweep on the target hardware</source>
        <translation>ein SLO-gebundener Sweep auf der Ziel-Hardware</translation>
    </message>
    <message>
        <source>reject excess requests with a retryable error</source>
        <translation>überzählige Anfragen mit wiederholbarem Fehler abweisen</translation>
    </message>
    <message>
        <source>queue up to the queue-time limit, then reject</source>
        <translation>bis zur Wartezeitgrenze einreihen, dann abweisen</translation>
    </message>
    <message>
        <source>degrade (see the allowed degradation modes)</source>
        <translation>degradieren (siehe erlaubte Degradierungen)</translation>
    </message>
    <message>
        <source>shared replicas</source>
        <translation>geteilte Replikate</translation>
    </message>
    <message>
        <source>dedicated replicas</source>
        <translation>dedizierte Replikate</translation>
    </message>
    <message>
        <source>reserved share of a shared pool</source>
        <translation>reservierter Anteil eines geteilten Pools</translation>
    </message>
    <message>
        <source>one replica</source>
        <translation>ein Replikat</translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>eine GPU</translation>
    </message>
    <message>
        <source>one node</source>
        <translation>ein Knoten</translation>
    </message>
    <message>
        <source>one failure domain</source>
        <translation>eine Ausfalldomäne</translation>
    </message>
    <message>
        <source>surge: new replicas start beside the old</source>
        <translation>Surge: neue Replikate starten neben den alten</translation>
    </message>
    <message>
        <source>in place: replicas restart one batch at a time</source>
        <translation>an Ort und Stelle: Replikate starten gruppenweise neu</translation>
    </message>
    <message>
        <source>blue-green: a complete second set</source>
        <translation>Blue-Green: ein vollständiger zweiter Satz</translation>
    </message>
    <message>
        <source>reject with a retryable error</source>
        <translation>mit wiederholbarem Fehler abweisen</translation>
    </message>
    <message>
        <source>limit context or output length</source>
        <translation>Kontext- oder Ausgabelänge begrenzen</translation>
    </message>
    <message>
        <source>reduce agent parallelism</source>
        <translation>Agenten-Parallelität verringern</translation>
    </message>
    <message>
        <source>route to a smaller model</source>
        <translation>auf ein kleineres Modell umleiten</translation>
    </message>
    <message>
        <source>pause batch traffic</source>
        <translation>Batch-Verkehr anhalten</translation>
    </message>
    <message>
        <source>accept a lower SLO for a defined class</source>
        <translation>für eine festgelegte Klasse ein niedrigeres SLO hinnehmen</translation>
    </message>
    <message>
        <source>interactive</source>
        <translation>interaktiv</translation>
    </message>
    <message>
        <source>asynchronous</source>
        <translation>asynchron</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>agentic</source>
        <translation>agentisch</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>calls/s</source>
        <translation>Aufrufe/s</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>users</source>
        <translation>Nutzer</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>Product and scenarios</source>
        <translation>Produkt und Szenarien</translation>
    </message>
    <message>
        <source>Model candidates</source>
        <translation>Modellkandidaten</translation>
    </message>
    <message>
        <source>Workload profile</source>
        <translation>Lastprofil</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Reliability and isolation</source>
        <translation>Zuverlässigkeit und Isolation</translation>
    </message>
    <message>
        <source>Observability and data handling</source>
        <translation>Beobachtbarkeit und Datenumgang</translation>
    </message>
    <message>
        <source>Who asks, for what, and which operations the product performs. Describe the operations, not the audience: two products with the same number of users can need very different capacity.</source>
        <translation>Wer fragt, wofür, und welche Vorgänge das Produkt ausführt. Beschreiben Sie die Vorgänge, nicht das Publikum: Zwei Produkte mit gleich vielen Nutzern können sehr unterschiedliche Kapazität brauchen.</translation>
    </message>
    <message>
        <source>Model selection and capacity planning are related but separate steps. Benchmark the final candidates on the target runtime and hardware.</source>
        <translation>Modellauswahl und Kapazitätsplanung hängen zusammen, sind aber getrennte Schritte. Die finalen Kandidaten auf der Ziel-Laufzeit und -Hardware messen.</translation>
    </message>
    <message>
        <source>The load each workload class creates: behaviour, token distributions with their tails, concurrency and peaks. Averages hide the cases that cause queues and SLO violations.</source>
        <translation>Die Last, die jede Lastklasse erzeugt: Verhalten, Token-Verteilungen mit ihren Ausläufern, Parallelität und Spitzen. Durchschnitte verbergen die Fälle, die Warteschlangen und SLO-Verletzungen verursachen.</translation>
    </message>
    <message>
        <source>Measurable targets decide the sustainable load: the highest request rate that still meets them (goodput), not the highest raw throughput.</source>
        <translation>Messbare Ziele bestimmen die tragbare Last: die höchste Anfragerate, die sie noch erfüllt (Goodput), nicht der höchste Rohdurchsatz.</translation>
    </message>
    <message>
        <source>The reserve must cover the real failure topology, rollouts and the product&apos;s permitted degradation.</source>
        <translation>Die Reserve muss die tatsächliche Ausfalltopologie, Rollouts und die erlaubte Degradierung des Produkts abdecken.</translation>
    </message>
    <message>
        <source>The application view explains what workload was created; the inference platform explains how it was served. Token counts and timings are needed, content is not.</source>
        <translation>Die Anwendungssicht erklärt, welche Last entstand; die Inferenzplattform erklärt, wie sie bedient wurde. Gebraucht werden Token-Zahlen und Zeiten, keine Inhalte.</translation>
    </message>
    <message>
        <source>Plan in</source>
        <translation>Planen in</translation>
    </message>
    <message>
        <source>What the capacity plan counts for this scenario: LLM calls, or whole runs when it is benchmarked as a run class (an agent run of several calls). In runs the peak is users x runs per window x peak-to-average, in runs/s, and the plan divides it by the runs/s a run-class sweep sustained. Left open, the plan follows the unit of the sustainable load.</source>
        <translation>Was der Kapazitätsplan für dieses Szenario zählt: LLM-Aufrufe oder ganze Läufe, wenn es als Laufklasse gemessen wird (ein Agentenlauf aus mehreren Aufrufen). In Läufen ist die Spitze Benutzer x Läufe pro Fenster x Spitze-zu-Durchschnitt, in runs/s, und der Plan teilt sie durch die runs/s, die ein Laufklassen-Sweep getragen hat. Bleibt es offen, folgt der Plan der Einheit der tragbaren Last.</translation>
    </message>
    <message>
        <source>LLM calls (calls/s)</source>
        <translation>LLM-Aufrufe (Aufrufe/s)</translation>
    </message>
    <message>
        <source>runs (runs/s, a run class)</source>
        <translation>Läufe (runs/s, eine Laufklasse)</translation>
    </message>
</context>
<context>
    <name>SizingProblem</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 [%2]: %3</source>
        <translation>%1 [%2]: %3</translation>
    </message>
</context>
<context>
    <name>SizingRequest</name>
    <message>
        <source>must be a date as YYYY-MM-DD (got &quot;%1&quot;)</source>
        <translation>muss ein Datum im Format JJJJ-MM-TT sein (gefunden: „%1“)</translation>
    </message>
    <message>
        <source>must list items of %1 (got %2)</source>
        <translation>darf nur Einträge aus %1 enthalten (gefunden: %2)</translation>
    </message>
    <message>
        <source>a non-text item</source>
        <translation>ein Eintrag, der kein Text ist</translation>
    </message>
    <message>
        <source>was written by a newer llmcap (format %1; this one reads %2)</source>
        <translation>wurde von einem neueren llmcap geschrieben (Format %1; diese Version liest %2)</translation>
    </message>
    <message>
        <source>must be an object with name, execution and description</source>
        <translation>muss ein Objekt mit name, execution und description sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used by another class</source>
        <translation>„%1“ wird schon von einer anderen Klasse verwendet</translation>
    </message>
    <message>
        <source>no workload class of this name in product.workload_classes</source>
        <translation>keine Lastklasse dieses Namens in product.workload_classes</translation>
    </message>
    <message>
        <source>%1: a sizing request must be an object</source>
        <translation>%1: eine Kapazitätsanfrage muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must not be smaller than %1 (%2)</source>
        <translation>darf nicht kleiner als %1 (%2) sein</translation>
    </message>
    <message>
        <source>class %1 has no name</source>
        <translation>Klasse %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>the name is used by another class</source>
        <translation>der Name wird von einer anderen Klasse verwendet</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>workload class &quot;%1&quot;</source>
        <translation>Lastklasse „%1“</translation>
    </message>
</context>
<context>
    <name>SizingSweep</name>
    <message>
        <source>the sizing request names no workload class to sweep</source>
        <translation>die Dimensionierungsanfrage nennt keine Lastklasse für einen Sweep</translation>
    </message>
    <message>
        <source>the sizing request has no envelope &quot;%1&quot;</source>
        <translation>die Dimensionierungsanfrage hat keinen Kapazitätsrahmen „%1“</translation>
    </message>
    <message>
        <source>the sizing request sets no SLO objective (section 4): a sweep needs one to find the boundary</source>
        <translation>die Dimensionierungsanfrage setzt kein SLO-Ziel (Abschnitt 4): ein Sweep braucht eines, um die Grenze zu finden</translation>
    </message>
    <message>
        <source>sizing request SLO</source>
        <translation>SLO der Dimensionierungsanfrage</translation>
    </message>
    <message>
        <source>%1 SLO</source>
        <translation>SLO %1</translation>
    </message>
    <message>
        <source>envelope %1</source>
        <translation>Kapazitätsrahmen %1</translation>
    </message>
    <message>
        <source>%1, envelope %2</source>
        <translation>%1, Kapazitätsrahmen %2</translation>
    </message>
    <message>
        <source>%1: prompt lengths not fully answered; assumed p50 %2, p95 %3 tokens where missing</source>
        <translation>%1: Prompt-Längen nicht vollständig beantwortet; wo sie fehlen, angenommen p50 %2, p95 %3 Tokens</translation>
    </message>
    <message>
        <source>%1: output lengths not fully answered; assumed p50 %2, p95 %3 tokens where missing</source>
        <translation>%1: Ausgabelängen nicht vollständig beantwortet; wo sie fehlen, angenommen p50 %2, p95 %3 Tokens</translation>
    </message>
    <message>
        <source>not every class has a projected peak load: the classes are mixed in equal shares</source>
        <translation>nicht jede Klasse hat eine projizierte Spitzenlast: die Klassen werden zu gleichen Teilen gemischt</translation>
    </message>
</context>
<context>
    <name>Slo</name>
    <message>
        <source>Queue time</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>an SLO needs at least one of ttft, itl, tpot, e2e, queue or run_duration</source>
        <translation>ein SLO braucht mindestens eines von ttft, itl, tpot, e2e, queue oder run_duration</translation>
    </message>
</context>
<context>
    <name>SloEvaluator</name>
    <message>
        <source>%1 objective of class &apos;%2&apos; not evaluated: the server reported no values</source>
        <translation>%1-Ziel der Klasse „%2“ nicht ausgewertet: der Server hat keine Werte gemeldet</translation>
    </message>
</context>
<context>
    <name>SpanJoinJob</name>
    <message>
        <source>run %1 was imported from %2: it has no requests of llmcap&apos;s own to join spans to</source>
        <translation>Lauf %1 wurde aus %2 importiert: er hat keine eigenen Anfragen von llmcap, mit denen sich Spans verbinden lassen</translation>
    </message>
    <message>
        <source>join the spans to one run or one sweep</source>
        <translation>die Spans mit genau einem Lauf oder einem Sweep verbinden</translation>
    </message>
    <message>
        <source>give the server&apos;s span file</source>
        <translation>die Span-Datei des Servers angeben</translation>
    </message>
    <message>
        <source>joining spans to a stored run or sweep needs its database</source>
        <translation>Spans mit einem gespeicherten Lauf oder Sweep zu verbinden braucht dessen Datenbank</translation>
    </message>
</context>
<context>
    <name>SqlStatement</name>
    <message>
        <source>the database is full: </source>
        <translation>die Datenbank ist voll: </translation>
    </message>
    <message>
        <source>%1 cannot grow (%2); what was stored before is kept</source>
        <translation>%1 kann nicht wachsen (%2); was zuvor gespeichert wurde, bleibt erhalten</translation>
    </message>
</context>
<context>
    <name>StartupProject</name>
    <message>
        <source>The database of the last project, %1, no longer exists; opened %2.</source>
        <translation>Die Datenbank des letzten Projekts, %1, gibt es nicht mehr; %2 geöffnet.</translation>
    </message>
    <message>
        <source>The database of the last project could not be opened (%1); opened %2.</source>
        <translation>Die Datenbank des letzten Projekts ließ sich nicht öffnen (%1); %2 geöffnet.</translation>
    </message>
    <message>
        <source>The project open last no longer exists; opened %1.</source>
        <translation>Das zuletzt geöffnete Projekt gibt es nicht mehr; %1 geöffnet.</translation>
    </message>
</context>
<context>
    <name>SteadyState</name>
    <message>
        <source>TTFT still rises after the warm-up (+%1 ms/s over the last %2 s)</source>
        <translation>TTFT steigt nach dem Aufwärmen weiter (+%1 ms/s über die letzten %2 s)</translation>
    </message>
</context>
<context>
    <name>StepJudge</name>
    <message>
        <source>client-limited: %1</source>
        <translation>clientbegrenzt: %1</translation>
    </message>
    <message>
        <source>%1: no request completed to judge it</source>
        <translation>%1: keine abgeschlossene Anfrage, um es zu beurteilen</translation>
    </message>
    <message>
        <source>%1: attained %2 %, target %3 %</source>
        <translation>%1: erreicht %2 %, Ziel %3 %</translation>
    </message>
    <message>
        <source>error and timeout rate %1 % above the limit of %2 %</source>
        <translation>Fehler- und Timeout-Rate %1 % über der Grenze von %2 %</translation>
    </message>
    <message>
        <source>no request was due in the measurement window</source>
        <translation>im Messfenster war keine Anfrage fällig</translation>
    </message>
    <message>
        <source>over-saturated: %1</source>
        <translation>übersättigt: %1</translation>
    </message>
    <message>
        <source>%1 preemptions for %2 completed requests: the KV cache is under pressure</source>
        <translation>%1 Verdrängungen bei %2 abgeschlossenen Anfragen: der KV-Cache steht unter Druck</translation>
    </message>
    <message>
        <source>KV-cache usage pinned near full in %1 % of samples</source>
        <translation>KV-Cache-Auslastung in %1 % der Proben nahe voll</translation>
    </message>
    <message>
        <source>no steady state: %1</source>
        <translation>kein stationärer Zustand: %1</translation>
    </message>
    <message>
        <source>only %1 requests measured; a verdict needs at least %2</source>
        <translation>nur %1 Anfragen gemessen; ein Urteil braucht mindestens %2</translation>
    </message>
    <message>
        <source>%1: attained %2 %, not above the target of %3 % with %4 % confidence over %5 requests</source>
        <translation>%1: %2 % erreicht, nicht mit %4 % Konfidenz über dem Ziel von %3 % bei %5 Anfragen</translation>
    </message>
    <message>
        <source>%1: no run ended to judge it</source>
        <translation>%1: kein Lauf beendet, um ihn zu beurteilen</translation>
    </message>
    <message>
        <source>only %1 runs measured; a verdict needs at least %2</source>
        <translation>nur %1 Läufe gemessen; ein Urteil benötigt mindestens %2</translation>
    </message>
    <message>
        <source>%1: attained %2 %, not above the target of %3 % with %4 % confidence over %5 runs</source>
        <translation>%1: erreicht %2 %, nicht über dem Ziel von %3 % mit %4 % Konfidenz über %5 Läufe</translation>
    </message>
    <message>
        <source>%1: attained %2 %, not above the target of %3 % with %4 % confidence over %5 token gaps</source>
        <translation>%1: %2 % erreicht, nicht mit %4 % Konfidenz über dem Ziel von %3 % bei %5 Token-Abständen</translation>
    </message>
</context>
<context>
    <name>StepStall</name>
    <message>
        <source>stall probability must be in [0, 1] (got %1)</source>
        <translation>die Stillstandswahrscheinlichkeit muss in [0, 1] liegen (erhalten: %1)</translation>
    </message>
    <message>
        <source>stall scale must not be negative (got %1 s)</source>
        <translation>die Stillstandsskala darf nicht negativ sein (erhalten: %1 s)</translation>
    </message>
    <message>
        <source>Pareto stall shape must be positive (got %1)</source>
        <translation>die Pareto-Form der Stillstände muss positiv sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>log-normal stall sigma must not be negative (got %1)</source>
        <translation>das Sigma der log-normalen Stillstände darf nicht negativ sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>stall cap must not be negative (got %1 s)</source>
        <translation>die Obergrenze der Stillstände darf nicht negativ sein (erhalten: %1 s)</translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>%1 (confirmation)</source>
        <translation>%1 (Bestätigung)</translation>
    </message>
    <message>
        <source>%1 (repeat %2)</source>
        <translation>%1 (Wiederholung %2)</translation>
    </message>
    <message>
        <source>step %1 starting at %2 req/s%3</source>
        <translation>Stufe %1 beginnt mit %2 Anfr./s%3</translation>
    </message>
    <message>
        <source> (confirmation, %1 s)</source>
        <translation> (Bestätigung, %1 s)</translation>
    </message>
    <message>
        <source> (repeat %1)</source>
        <translation> (Wiederholung %1)</translation>
    </message>
    <message>
        <source>step %1  %2 req/s%3  %4  TTFT p99 %5 ms  ITL p99 %6 ms  TPOT p99 %7 ms  attained %8 %  goodput %9 req/s  completed %10 req/s  %11 s</source>
        <translation>Stufe %1  %2 Anfr./s%3  %4  TTFT p99 %5 ms  ITL p99 %6 ms  TPOT p99 %7 ms  erreicht %8 %  Goodput %9 Anfr./s  abgeschlossen %10 Anfr./s  %11 s</translation>
    </message>
    <message>
        <source> (confirmation)</source>
        <translation> (Bestätigung)</translation>
    </message>
    <message>
        <source> (decided early)</source>
        <translation> (früh entschieden)</translation>
    </message>
    <message>
        <source>  step %1 at %2 req/s: %3, %4 % of requests met the SLO, goodput %5 req/s, TTFT p95 %6 ms, ITL p95 %7 ms</source>
        <translation>  Stufe %1 mit %2 Anfr./s: %3, %4 % der Anfragen erfüllten das SLO, Goodput %5 Anfr./s, TTFT p95 %6 ms, ITL p95 %7 ms</translation>
    </message>
    <message>
        <source>not steady</source>
        <translation>nicht stationär</translation>
    </message>
    <message>
        <source>steady from %1 s</source>
        <translation>stationär ab %1 s</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>stationär</translation>
    </message>
    <message>
        <source>in flight %1 (p95 %2</source>
        <translation>in Bearbeitung %1 (p95 %2</translation>
    </message>
    <message>
        <source>, Little %1</source>
        <translation>, Little %1</translation>
    </message>
    <message>
        <source>step %1 starting at %2 runs/s (about %3 calls/s)%4</source>
        <translation>Schritt %1 beginnt bei %2 runs/s (etwa %3 Aufrufe/s)%4</translation>
    </message>
    <message>
        <source>runs: offered %1 runs/s (%2 calls/s), completed %3 runs/s, goodput %4 runs/s; run duration s p50 %5, p90 %6, p99 %7 (n = %8)</source>
        <translation>Läufe: angeboten %1 runs/s (%2 Aufrufe/s), abgeschlossen %3 runs/s, Goodput %4 runs/s; Laufdauer s p50 %5, p90 %6, p99 %7 (n = %8)</translation>
    </message>
    <message>
        <source>, %1 % within the run objective</source>
        <translation>, %1 % innerhalb des Laufziels</translation>
    </message>
    <message>
        <source>step %1  %2 runs/s%3  %4  TTFT p99 %5 ms  ITL p99 %6 ms  TPOT p99 %7 ms  calls attained %8 %  goodput %9 calls/s  completed %10 calls/s  %11 s</source>
        <translation>Schritt %1  %2 runs/s%3  %4  TTFT p99 %5 ms  ITL p99 %6 ms  TPOT p99 %7 ms  Aufrufe erreicht %8 %  Goodput %9 Aufrufe/s  abgeschlossen %10 Aufrufe/s  %11 s</translation>
    </message>
    <message>
        <source>  offered %1 req/s</source>
        <translation>  angeboten %1 Anfr./s</translation>
    </message>
    <message>
        <source> (twin probe)</source>
        <translation> (Probe des Zwillings)</translation>
    </message>
    <message>
        <source>fitting the twin to the requests of %1 steps and simulating its long runs</source>
        <translation>der Zwilling wird an die Anfragen von %1 Stufen angepasst und seine langen Läufe werden simuliert</translation>
    </message>
</context>
<context>
    <name>StreamTransfer</name>
    <message>
        <source>malformed chunk: %1</source>
        <translation>fehlerhafter Chunk: %1</translation>
    </message>
    <message>
        <source>error event in the stream: %1</source>
        <translation>Fehlerereignis im Stream: %1</translation>
    </message>
    <message>
        <source>cancelled by the simulated user after %1 tokens</source>
        <translation>vom simulierten Nutzer nach %1 Token abgebrochen</translation>
    </message>
    <message>
        <source>too many open files: raise the limit (ulimit -n) or lower --max-in-flight</source>
        <translation>zu viele offene Dateien: erhöhen Sie die Grenze (ulimit -n) oder senken Sie --max-in-flight</translation>
    </message>
    <message>
        <source>no complete answer within %1 ms</source>
        <translation>keine vollständige Antwort innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>the stream broke: %1</source>
        <translation>der Stream brach ab: %1</translation>
    </message>
    <message>
        <source>the response body is not valid JSON</source>
        <translation>der Antwortinhalt ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>%1 of %2 output tokens (finish_reason %3)</source>
        <translation>%1 von %2 Ausgabe-Token (finish_reason %3)</translation>
    </message>
    <message>
        <source>a stream line or event larger than %1 MiB; the rest was not read</source>
        <translation>eine Stream-Zeile oder ein Ereignis größer als %1 MiB; der Rest wurde nicht gelesen</translation>
    </message>
    <message>
        <source>not a chat-completions stream (this looks like %1)</source>
        <translation>kein Chat-Completions-Stream (das sieht aus wie %1)</translation>
    </message>
    <message>
        <source>empty body</source>
        <translation>leerer Inhalt</translation>
    </message>
    <message>
        <source>not a chat-completions response (this looks like %1)</source>
        <translation>keine Chat-Completions-Antwort (das sieht aus wie %1)</translation>
    </message>
    <message>
        <source>the stream ended without [DONE] and before its finish chunk</source>
        <translation>der Stream endete ohne [DONE] und vor seinem Abschluss-Chunk</translation>
    </message>
    <message>
        <source>ended without [DONE] after its finish chunk and usage: complete</source>
        <translation>endete ohne [DONE] nach Abschluss-Chunk und usage: vollständig</translation>
    </message>
    <message>
        <source>ended without [DONE] after its finish chunk (no usage): complete</source>
        <translation>endete ohne [DONE] nach Abschluss-Chunk (ohne usage): vollständig</translation>
    </message>
    <message>
        <source>%1 completion tokens in usage but no output-bearing chunk: no TTFT, ITL or TPOT</source>
        <translation>%1 Completion-Tokens in usage, aber kein Chunk mit Ausgabe: keine TTFT, ITL oder TPOT</translation>
    </message>
    <message>
        <source>the response body is larger than %1 MiB; it was not read</source>
        <translation>der Antwortinhalt ist größer als %1 MiB; er wurde nicht gelesen</translation>
    </message>
    <message>
        <source>the times of the last %1 output chunks kept as one (at most %2 per request)</source>
        <translation>die Zeiten der letzten %1 Ausgabe-Chunks als einer behalten (höchstens %2 je Anfrage)</translation>
    </message>
    <message>
        <source>output text cut at %1 characters</source>
        <translation>Ausgabetext bei %1 Zeichen abgeschnitten</translation>
    </message>
    <message>
        <source>no answer began within the first-byte timeout (%1 s) after the request was sent</source>
        <translation>keine Antwort begann innerhalb der Zeitgrenze für das erste Byte (%1 s) nach dem Senden der Anfrage</translation>
    </message>
    <message>
        <source>the answer stopped: no byte for the idle timeout (%1 s)</source>
        <translation>die Antwort stockte: kein Byte während der Stillstandsgrenze (%1 s)</translation>
    </message>
    <message>
        <source>no connection within the connect timeout (%1 s)</source>
        <translation>keine Verbindung innerhalb der Verbindungszeitgrenze (%1 s)</translation>
    </message>
</context>
<context>
    <name>StructuredFile</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB</source>
        <translation>%1 ist größer als 64 MiB</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1:%2:%3: invalid JSON: %4</source>
        <translation>%1:%2:%3: ungültiges JSON: %4</translation>
    </message>
    <message>
        <source>%1: expected a YAML mapping or list at the top level</source>
        <translation>%1: auf oberster Ebene wird eine YAML-Zuordnung oder -Liste erwartet</translation>
    </message>
    <message>
        <source>%1:%2:%3: invalid YAML: %4</source>
        <translation>%1:%2:%3: ungültiges YAML: %4</translation>
    </message>
    <message>
        <source>%1: YAML aliases (*name) are not accepted; write the value out</source>
        <translation>%1: YAML-Aliase (*name) werden nicht angenommen; den Wert ausschreiben</translation>
    </message>
    <message>
        <source>%1: YAML nested deeper than %2 levels</source>
        <translation>%1: YAML tiefer als %2 Ebenen verschachtelt</translation>
    </message>
</context>
<context>
    <name>SustainableLoad</name>
    <message>
        <source>no sustainable load per replica is known yet</source>
        <translation>noch ist keine tragbare Last pro Replikat bekannt</translation>
    </message>
    <message>
        <source>the sustainable load is the simulator&apos;s estimate, not a measurement on the target hardware</source>
        <translation>die tragbare Last ist die Schätzung des Simulators, keine Messung auf der Ziel-Hardware</translation>
    </message>
    <message>
        <source>the sustainable load was entered by hand without a confidence range</source>
        <translation>die tragbare Last wurde von Hand ohne Konfidenzbereich eingetragen</translation>
    </message>
    <message>
        <source>sweep %1</source>
        <translation>Sweep %1</translation>
    </message>
    <message>
        <source>simulator estimate (preliminary)</source>
        <translation>Schätzung des Simulators (vorläufig)</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>von Hand eingetragen</translation>
    </message>
    <message>
        <source>must not exceed rate_rps</source>
        <translation>darf rate_rps nicht übersteigen</translation>
    </message>
    <message>
        <source>must not be below rate_rps</source>
        <translation>darf rate_rps nicht unterschreiten</translation>
    </message>
    <message>
        <source>is required when the source is a sweep</source>
        <translation>ist erforderlich, wenn die Quelle ein Sweep ist</translation>
    </message>
    <message>
        <source>the sustainable load was measured against llmcap&apos;s simulated server, not the target hardware</source>
        <translation>die tragbare Last wurde am simulierten Server von llmcap gemessen, nicht auf der Zielhardware</translation>
    </message>
    <message>
        <source>unsafe: no rate held in the confirmation runs of sweep %1; even %2 req/s failed</source>
        <translation>unsicher: keine Rate hielt in den Bestätigungsläufen von Sweep %1; auch %2 Anfr./s scheiterte</translation>
    </message>
    <message>
        <source>sweep %1, method %2</source>
        <translation>Sweep %1, Methode %2</translation>
    </message>
    <message>
        <source>the sustainable load was measured against llmcap&apos;s simulated server at %1x speed and converted to the replica&apos;s own time, not measured on the target hardware</source>
        <translation>die tragbare Last wurde am simulierten Server von llmcap bei %1-facher Geschwindigkeit gemessen und in die eigene Zeit des Replikats umgerechnet, nicht auf der Zielhardware gemessen</translation>
    </message>
    <message>
        <source>must hold positive rates only</source>
        <translation>darf nur positive Raten enthalten</translation>
    </message>
    <message>
        <source>modeled from sweep %1&apos;s twin</source>
        <translation>modelliert aus dem Zwilling von Sweep %1</translation>
    </message>
</context>
<context>
    <name>SweepCommand</name>
    <message>
        <source>Find the SLO boundary: the highest offered rate one replica sustains under the SLO.</source>
        <translation>Die SLO-Grenze finden: die höchste angebotene Rate, die eine Replika unter dem SLO trägt.</translation>
    </message>
    <message>
        <source>Highest offered rate to try.</source>
        <translation>Höchste zu versuchende Rate.</translation>
    </message>
    <message>
        <source>Lowest rate to try when the start rate already fails.</source>
        <translation>Niedrigste zu versuchende Rate, wenn schon die Startrate scheitert.</translation>
    </message>
    <message>
        <source>Factor between rates while widening.</source>
        <translation>Faktor zwischen den Raten beim Aufweiten.</translation>
    </message>
    <message>
        <source>Stop bisecting when the bracket is this narrow (relative).</source>
        <translation>Halbieren beenden, wenn das Intervall so schmal ist (relativ).</translation>
    </message>
    <message>
        <source>Runs of each edge rate, the search&apos;s own included.</source>
        <translation>Läufe jeder Grenzrate, den der Suche eingeschlossen.</translation>
    </message>
    <message>
        <source>Warm-up at the start of every step.</source>
        <translation>Aufwärmphase zu Beginn jeder Stufe.</translation>
    </message>
    <message>
        <source>Shortest measurement window of a step.</source>
        <translation>Kürzestes Messfenster einer Stufe.</translation>
    </message>
    <message>
        <source>Longest measurement window of a step.</source>
        <translation>Längstes Messfenster einer Stufe.</translation>
    </message>
    <message>
        <source>Pause between steps so queues drain.</source>
        <translation>Pause zwischen den Stufen, damit sich Warteschlangen leeren.</translation>
    </message>
    <message>
        <source>Confidence of early pass/fail decisions.</source>
        <translation>Konfidenz früher Entscheidungen über Bestehen oder Scheitern.</translation>
    </message>
    <message>
        <source>A name for the sweep.</source>
        <translation>Ein Name für den Sweep.</translation>
    </message>
    <message>
        <source>Continue a stopped or interrupted sweep.</source>
        <translation>Einen gestoppten oder unterbrochenen Sweep fortsetzen.</translation>
    </message>
    <message>
        <source>Write one row per step to this CSV file.</source>
        <translation>Eine Zeile pro Stufe in diese CSV-Datei schreiben.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--resume takes a sweep id</source>
        <translation>--resume erwartet eine Sweep-ID</translation>
    </message>
    <message>
        <source>--slo FILE is required: the boundary is where the SLO stops holding</source>
        <translation>--slo DATEI ist nötig: die Grenze liegt dort, wo das SLO nicht mehr hält</translation>
    </message>
    <message>
        <source>resuming after %1 finished steps</source>
        <translation>Fortsetzung nach %1 fertigen Stufen</translation>
    </message>
    <message>
        <source>stopped after %1 steps; continue with: llmcap-cli sweep --resume %2</source>
        <translation>nach %1 Stufen gestoppt; weiter mit: llmcap-cli sweep --resume %2</translation>
    </message>
    <message>
        <source>Times the bracket may be reopened when the repeats contradict an edge.</source>
        <translation>Wie oft das Intervall neu geöffnet werden darf, wenn die Wiederholungen einer Grenze widersprechen.</translation>
    </message>
    <message>
        <source>Window of the confirmation run after the search: a time, &apos;auto&apos; (twice --max-step) or 0 for none.</source>
        <translation>Messfenster des Bestätigungslaufs nach der Suche: eine Zeit, &apos;auto&apos; (doppelte --max-step) oder 0 für keinen.</translation>
    </message>
    <message>
        <source>--confirm takes a time like 2m, &apos;auto&apos; or 0, not &apos;%1&apos;</source>
        <translation>--confirm erwartet eine Zeit wie 2m, &apos;auto&apos; oder 0, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Sweep the built-in simulated server with this preset instead of an endpoint (llmcap-cli serve-sim --list-presets names them).</source>
        <translation>Den eingebauten simulierten Server mit dieser Vorgabe messen statt eines Endpunkts (llmcap-cli serve-sim --list-presets nennt sie).</translation>
    </message>
    <message>
        <source>How many times faster than real time the built-in server runs.</source>
        <translation>Wie viel schneller als in Echtzeit der eingebaute Server läuft.</translation>
    </message>
    <message>
        <source>The built-in server&apos;s random seed.</source>
        <translation>Der Zufallsstartwert des eingebauten Servers.</translation>
    </message>
    <message>
        <source>--sim-speed takes a number above 0 and --sim-seed a whole number</source>
        <translation>--sim-speed erwartet eine Zahl über 0 und --sim-seed eine ganze Zahl</translation>
    </message>
    <message>
        <source>built-in server: preset %1 at %2x speed on %3</source>
        <translation>eingebauter Server: Vorgabe %1 mit %2-facher Geschwindigkeit auf %3</translation>
    </message>
    <message>
        <source>With --builtin: run the steps on the simulated engine in virtual time, without a server or HTTP; the sweep takes seconds of CPU instead of minutes.</source>
        <translation>Mit --builtin: die Stufen auf der simulierten Engine in virtueller Zeit ausführen, ohne Server und HTTP; der Sweep braucht Sekunden Rechenzeit statt Minuten.</translation>
    </message>
    <message>
        <source>--virtual needs --builtin PRESET</source>
        <translation>--virtual braucht --builtin PRESET</translation>
    </message>
    <message>
        <source>built-in server&apos;s engine: preset %1 at %2x speed, in virtual time (no HTTP)</source>
        <translation>Engine des eingebauten Servers: Preset %1 mit %2-facher Geschwindigkeit, in virtueller Zeit (ohne HTTP)</translation>
    </message>
    <message>
        <source>virtual time</source>
        <translation>virtueller Zeit</translation>
    </message>
    <message>
        <source>give them again with --header &apos;NAME: VALUE&apos; or --url URL</source>
        <translation>Geben Sie sie erneut mit --header &apos;NAME: WERT&apos; oder --url URL an</translation>
    </message>
    <message>
        <source>stopped before the sweep began</source>
        <translation>angehalten, bevor der Sweep begann</translation>
    </message>
    <message>
        <source>Fewest measured requests before a step may end early; a step with fewer never passes.</source>
        <translation>Mindestzahl gemessener Anfragen, bevor eine Stufe früh enden darf; eine Stufe mit weniger besteht nie.</translation>
    </message>
    <message>
        <source>Longest measurement window of a step at a low rate, whose window grows beyond --max-step until --min-requests are due in it.</source>
        <translation>Längstes Messfenster einer Stufe bei niedriger Rate, deren Fenster über --max-step hinaus wächst, bis --min-requests Anfragen darin fällig sind.</translation>
    </message>
    <message>
        <source>--step-warmup, --min-step, --max-step, --max-step-for-requests and --cooldown take times like 20s, 2m or 500ms</source>
        <translation>--step-warmup, --min-step, --max-step, --max-step-for-requests und --cooldown erwarten Zeiten wie 20s, 2m oder 500ms</translation>
    </message>
    <message>
        <source>sweep %1: %2 at %3, SLO &apos;%4&apos;; steps %5-%6 s after %7 s warm-up, longer at low rates until %8 requests are measured (at most %9 s)</source>
        <translation>Sweep %1: %2 auf %3, SLO &apos;%4&apos;; Stufen %5-%6 s nach %7 s Aufwärmen, bei niedrigen Raten länger, bis %8 Anfragen gemessen sind (höchstens %9 s)</translation>
    </message>
    <message>
        <source>Runs open-loop steps at rising offered rates (x2 from --start by default) until a step fails, then bisects between the last passing and the first failing rate to --tolerance, and repeats both edge rates --repeats times. Every step has a warm-up, runs at least --min-step and --min-requests, ends early when binomial early stopping decides it with --confidence, and runs at most --max-step (at a low rate longer, until --min-requests are due, at most --max-step-for-requests); a step with fewer requests never passes. A step fails on SLO attainment below target, an error or timeout rate above the SLO&apos;s limit with 95 % confidence, over-saturation (in-flight requests and TTFT rising, a growing backlog, a growing server queue), preemptions or a KV cache pinned near full; a client-limited step is invalid. A fit of the misses over every step gives the boundary with its 95 % interval and the planned rate (the 5 % quantile). Short steps read high (they start from an idle server and miss the long busy periods of a long run), so the search ends with one --confirm run at the planned rate, which holds only when its SLO passes with 90 % confidence, lower each time it fails, down to half the first run&apos;s rate; plans use at most the rate it held at, and when none held no safe rate was found and a plan on the sweep is unsafe. Saturation throughput (the highest completed rate, SLO ignored) is printed beside goodput when some step was overloaded.

Every step is stored as it finishes: after Ctrl+C or a crash, continue with --resume ID. Exit code 1 when no step meets the SLO or no confirmation run held.</source>
        <translation>Führt Open-Loop-Stufen mit steigender angebotener Rate aus (standardmäßig x2 ab --start), bis eine Stufe scheitert, halbiert dann zwischen der letzten bestandenen und der ersten gescheiterten Rate bis --tolerance und wiederholt beide Grenzraten --repeats-mal. Jede Stufe hat eine Aufwärmphase, läuft mindestens --min-step und --min-requests, endet früh, wenn binomiales Early Stopping sie mit --confidence entscheidet, und läuft höchstens --max-step (bei niedriger Rate länger, bis --min-requests Anfragen fällig sind, höchstens --max-step-for-requests); eine Stufe mit weniger Anfragen besteht nie. Eine Stufe scheitert an SLO-Erfüllung unter dem Ziel, einer Fehler- oder Timeout-Rate, die mit 95 % Konfidenz über der Grenze des SLO liegt, Übersättigung (steigende laufende Anfragen und TTFT, wachsender Rückstau, wachsende Server-Warteschlange), Preemptions oder einem fast vollen KV-Cache; eine clientbegrenzte Stufe ist ungültig. Eine Anpassung der Verfehlungen über alle Stufen ergibt die Grenze mit ihrem 95-%-Intervall und die geplante Rate (das 5-%-Quantil). Kurze Stufen messen zu hoch (sie beginnen mit einem leeren Server und verpassen die langen Lastphasen eines langen Laufs), daher endet die Suche mit einem --confirm-Lauf bei der geplanten Rate, der nur hält, wenn sein SLO mit 90 % Konfidenz erfüllt ist, nach jedem Scheitern tiefer, bis hinab zur Hälfte der Rate des ersten Laufs; Pläne verwenden höchstens die Rate, bei der er hielt, und hielt keiner, wurde keine sichere Rate gefunden und ein Plan auf diesem Sweep ist unsicher. Der Sättigungsdurchsatz (die höchste abgeschlossene Rate, ohne SLO) steht neben dem Goodput, wenn eine Stufe überlastet war.

Jede Stufe wird gespeichert, sobald sie endet: nach Strg+C oder einem Absturz mit --resume ID fortsetzen. Exit-Code 1, wenn keine Stufe das SLO erfüllt oder kein Bestätigungslauf hielt.</translation>
    </message>
    <message>
        <source>A confirmation run holds only when every latency objective passes with this one-sided confidence; its window grows until such a pass is possible. 0 judges it by its attainment alone.</source>
        <translation>Ein Bestätigungslauf hält nur, wenn jedes Latenzziel mit dieser einseitigen Konfidenz besteht; sein Fenster wächst, bis ein solches Bestehen möglich ist. 0 beurteilt ihn allein nach seiner Erfüllung.</translation>
    </message>
    <message>
        <source>--start, --max, --min-rate, --growth, --tolerance, --repeats, --max-reopenings, --min-requests, --confidence and --confirm-confidence take numbers</source>
        <translation>--start, --max, --min-rate, --growth, --tolerance, --repeats, --max-reopenings, --min-requests, --confidence und --confirm-confidence erwarten Zahlen</translation>
    </message>
    <message>
        <source>First offered rate, requests per second; runs per second for a workload with run classes (default: 1 divided by the calls a run brings).</source>
        <translation>Erste angebotene Rate, Anfragen pro Sekunde; Läufe pro Sekunde für eine Last mit Laufklassen (Standard: 1 geteilt durch die Aufrufe, die ein Lauf mitbringt).</translation>
    </message>
    <message>
        <source>sweep %1: %2 at %3, SLO &apos;%4&apos;; steps %5-%6 s after %7 s warm-up, longer at low rates until %8 runs are measured (at most %9 s); rates in runs/s</source>
        <translation>Sweep %1: %2 bei %3, SLO &apos;%4&apos;; Schritte %5-%6 s nach %7 s Aufwärmphase, länger bei niedrigen Raten, bis %8 Läufe gemessen sind (höchstens %9 s); Raten in runs/s</translation>
    </message>
    <message>
        <source>With --builtin (not --virtual): the built-in server appends an OTLP JSON span per finished request to FILE, as serve-sim --otlp-file; results --sweep ID --otlp FILE then splits TTFT per step. Also with --resume of such a sweep.</source>
        <translation>Mit --builtin (ohne --virtual): Der eingebaute Server hängt für jede beendete Anfrage einen OTLP-JSON-Span an FILE an, wie serve-sim --otlp-file; results --sweep ID --otlp FILE teilt dann die TTFT je Schritt auf. Auch mit --resume eines solchen Sweeps.</translation>
    </message>
    <message>
        <source>--sim-otlp-file needs --builtin PRESET without --virtual: only the built-in server over HTTP writes spans</source>
        <translation>--sim-otlp-file braucht --builtin PRESET ohne --virtual: Nur der eingebaute Server über HTTP schreibt Spans</translation>
    </message>
    <message>
        <source>at %1x speed the steps below are on the client&apos;s clock, judged against the SLO&apos;s thresholds / %1; a plan converts the sweep to the replica&apos;s own time (rates / %1, latencies x %1)</source>
        <translation>bei %1-facher Geschwindigkeit sind die Stufen unten auf der Uhr des Clients, gemessen an den Schwellen des SLO / %1; ein Plan rechnet den Sweep in die eigene Zeit des Replikats um (Raten / %1, Latenzen x %1)</translation>
    </message>
    <message>
        <source>(virtual time: these endpoint times were simulated, not waited for)</source>
        <translation>(virtuelle Zeit: diese Endpunktzeiten wurden simuliert, nicht abgewartet)</translation>
    </message>
    <message>
        <source>Do not fit the calibrated twin: the boundary is the steps&apos; empirical estimate alone (by default a twin fitted to every request the steps measured sets the confirmation&apos;s rate and, when it reproduces every step, the boundary).</source>
        <translation>Keinen kalibrierten Zwilling anpassen: die Grenze ist allein die empirische Schätzung der Stufen (standardmäßig setzt ein an jede gemessene Anfrage angepasster Zwilling die Rate der Bestätigung und, wenn er jede Stufe wiedergibt, die Grenze).</translation>
    </message>
    <message>
        <source>twin: long-run boundary %1 (95 % interval %2-%3), check passed on %4 steps</source>
        <translation>Zwilling: Langzeitgrenze %1 (95-%-Intervall %2-%3), Prüfung an %4 Stufen bestanden</translation>
    </message>
    <message>
        <source>twin: not used: %1</source>
        <translation>Zwilling: nicht verwendet: %1</translation>
    </message>
    <message>
        <source>twin: its boundary %1 lies beyond every measured step; a step near it checks it</source>
        <translation>Zwilling: seine Grenze %1 liegt jenseits jeder gemessenen Stufe; eine Stufe in ihrer Nähe prüft sie</translation>
    </message>
    <message>
        <source>it grows with reopened brackets, failed confirmations and a twin that fails its check, whose edge repeats then run</source>
        <translation>sie wächst mit wieder geöffneten Intervallen, gescheiterten Bestätigungen und einem Zwilling, der seine Prüfung nicht besteht, dessen Randwiederholungen dann laufen</translation>
    </message>
    <message>
        <source>it grows with reopened brackets and failed confirmations</source>
        <translation>sie wächst mit wieder geöffneten Intervallen und gescheiterten Bestätigungen</translation>
    </message>
    <message>
        <source>expected simulated endpoint time: about %1 min of virtual time, which passes much faster than real time, for about %2 more steps (%3)</source>
        <translation>erwartete simulierte Endpunktzeit: etwa %1 min virtueller Zeit, die viel schneller als Echtzeit vergeht, für etwa %2 weitere Stufen (%3)</translation>
    </message>
    <message>
        <source>expected endpoint time: about %1 min for about %2 more steps (%3)</source>
        <translation>erwartete Endpunktzeit: etwa %1 min für etwa %2 weitere Stufen (%3)</translation>
    </message>
    <message>
        <source>warning: step %1: %2</source>
        <translation>Warnung: Schritt %1: %2</translation>
    </message>
</context>
<context>
    <name>SweepConfig</name>
    <message>
        <source>a sweep needs an SLO: the boundary is where the SLO stops holding</source>
        <translation>ein Sweep braucht ein SLO: die Grenze liegt dort, wo das SLO nicht mehr hält</translation>
    </message>
    <message>
        <source>a sweep drives open-loop arrivals at its own rates; it cannot replay a trace or use closed-loop users</source>
        <translation>ein Sweep erzeugt Open-Loop-Ankünfte mit eigenen Raten; er kann keinen Trace abspielen und keine Closed-Loop-Nutzer verwenden</translation>
    </message>
    <message>
        <source>the workload has no classes</source>
        <translation>die Last hat keine Klassen</translation>
    </message>
    <message>
        <source>the step warm-up cannot be negative</source>
        <translation>die Aufwärmphase einer Stufe kann nicht negativ sein</translation>
    </message>
    <message>
        <source>the minimum step length must be above 0 and at most the maximum (%1 s &gt; %2 s)</source>
        <translation>die Mindestlänge einer Stufe muss über 0 und höchstens das Maximum sein (%1 s &gt; %2 s)</translation>
    </message>
    <message>
        <source>a step needs at least one measured request</source>
        <translation>eine Stufe braucht mindestens eine gemessene Anfrage</translation>
    </message>
    <message>
        <source>the cool-down cannot be negative</source>
        <translation>die Abkühlpause kann nicht negativ sein</translation>
    </message>
    <message>
        <source>the early-stopping confidence must be between 0.5 and 1</source>
        <translation>die Konfidenz des Early Stopping muss zwischen 0,5 und 1 liegen</translation>
    </message>
    <message>
        <source>sweep %1</source>
        <translation>Sweep %1</translation>
    </message>
    <message>
        <source>, step %1 at %2 req/s</source>
        <translation>, Stufe %1 mit %2 Anfr./s</translation>
    </message>
    <message>
        <source>the confirmation run (%1 s) must be at least as long as a step (%2 s)</source>
        <translation>der Bestätigungslauf (%1 s) muss mindestens so lang sein wie eine Stufe (%2 s)</translation>
    </message>
    <message>
        <source>, step %1: confirmation at %2 req/s</source>
        <translation>, Stufe %1: Bestätigung bei %2 Anfr./s</translation>
    </message>
    <message>
        <source>the built-in server needs a preset and a speed above 0</source>
        <translation>der eingebaute Server braucht ein Preset und eine Geschwindigkeit über 0</translation>
    </message>
    <message>
        <source>2 repeats leave the interval one degree of freedom: its lower bound, which plans use, lies about 9 standard deviations of the repeats below their mean; use 1 (the interval is then the bracket) or 3 or more</source>
        <translation>2 Wiederholungen lassen dem Intervall einen Freiheitsgrad: seine untere Grenze, mit der Pläne rechnen, liegt etwa 9 Standardabweichungen der Wiederholungen unter ihrem Mittel; 1 (das Intervall ist dann die Klammer) oder 3 und mehr verwenden</translation>
    </message>
    <message>
        <source>the longest step for reaching the request minimum (%1 s) must be at least the maximum step length (%2 s) and at most 24 h</source>
        <translation>die längste Stufe zum Erreichen der Mindestzahl an Anfragen (%1 s) muss mindestens so lang wie die maximale Stufenlänge (%2 s) und höchstens 24 h sein</translation>
    </message>
    <message>
        <source>, step %1: confirmation at %2 runs/s</source>
        <translation>, Schritt %1: Bestätigung bei %2 runs/s</translation>
    </message>
    <message>
        <source>, step %1 at %2 runs/s</source>
        <translation>, Schritt %1 bei %2 runs/s</translation>
    </message>
</context>
<context>
    <name>SweepDefaults</name>
    <message>
        <source>Chat (default)</source>
        <translation>Chat (Standard)</translation>
    </message>
    <message>
        <source>Interactive chat (default)</source>
        <translation>Interaktiver Chat (Standard)</translation>
    </message>
    <message>
        <source>Default sweep (built-in server)</source>
        <translation>Standard-Sweep (eingebauter Server)</translation>
    </message>
    <message>
        <source>Sweep of %1</source>
        <translation>Sweep von %1</translation>
    </message>
    <message>
        <source>Sweep of %1 at %2</source>
        <translation>Sweep von %1 bei %2</translation>
    </message>
</context>
<context>
    <name>SweepDetail</name>
    <message>
        <source>sweep %1</source>
        <translation>Sweep %1</translation>
    </message>
    <message>
        <source>sweep %1: %2</source>
        <translation>Sweep %1: %2</translation>
    </message>
</context>
<context>
    <name>SweepFit</name>
    <message>
        <source>p50 %1 / p95 %2</source>
        <translation>p50 %1 / p95 %2</translation>
    </message>
    <message>
        <source>p50 %1</source>
        <translation>p50 %1</translation>
    </message>
    <message>
        <source>p95 %1</source>
        <translation>p95 %1</translation>
    </message>
    <message>
        <source>class %1: the sweep&apos;s %2 are %3 tokens, the request&apos;s %4</source>
        <translation>Klasse %1: Die %2 des Sweeps haben %3 Tokens, die der Anfrage %4</translation>
    </message>
    <message>
        <source>the sweep&apos;s workload has no class &quot;%1&quot; (it has %2)</source>
        <translation>die Last des Sweeps hat keine Klasse „%1“ (sie hat %2)</translation>
    </message>
    <message>
        <source>prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>%1 ms at p%2</source>
        <translation>%1 ms bei p%2</translation>
    </message>
    <message>
        <source>the sweep&apos;s %1 objective is %2, the request&apos;s %3</source>
        <translation>das %1-Ziel des Sweeps ist %2, das der Anfrage %3</translation>
    </message>
    <message>
        <source>the sweep has no %1 objective, the request&apos;s is %2</source>
        <translation>der Sweep hat kein %1-Ziel, das der Anfrage ist %2</translation>
    </message>
    <message>
        <source>the sweep&apos;s %1 objective is %2, the request has none</source>
        <translation>das %1-Ziel des Sweeps ist %2, die Anfrage hat keines</translation>
    </message>
    <message>
        <source>the sweep allowed %1 % errors, the request %2 %</source>
        <translation>der Sweep ließ %1 % Fehler zu, die Anfrage %2 %</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>llmcap&apos;s simulated server</source>
        <translation>dem simulierten Server von llmcap</translation>
    </message>
    <message>
        <source>llmcap&apos;s simulated server (%1)</source>
        <translation>dem simulierten Server von llmcap (%1)</translation>
    </message>
    <message>
        <source>the sweep ran on %1, not on the target hardware</source>
        <translation>der Sweep lief auf %1, nicht auf der Zielhardware</translation>
    </message>
    <message>
        <source>the sweep ran on %1, the request is for %2</source>
        <translation>der Sweep lief auf %1, die Anfrage gilt für %2</translation>
    </message>
    <message>
        <source>the sweep recorded no model, the request is for %1</source>
        <translation>der Sweep hat kein Modell aufgezeichnet, die Anfrage gilt für %1</translation>
    </message>
    <message>
        <source>the sweep ran model %1, the request is for %2</source>
        <translation>der Sweep lief mit dem Modell %1, die Anfrage gilt für %2</translation>
    </message>
    <message>
        <source>the sweep recorded no GPU type, the request is for %1</source>
        <translation>der Sweep hat keinen GPU-Typ aufgezeichnet, die Anfrage gilt für %1</translation>
    </message>
    <message>
        <source>the sweep ran on %1 GPUs, the request is for %2</source>
        <translation>der Sweep lief auf %1-GPUs, die Anfrage gilt für %2</translation>
    </message>
    <message>
        <source>the sweep&apos;s replica had %1 GPUs, the request&apos;s has %2</source>
        <translation>die Replik des Sweeps hatte %1 GPUs, die der Anfrage hat %2</translation>
    </message>
    <message>
        <source>sweep %1 %2 (%3 steps stored): its boundary is provisional</source>
        <translation>Sweep %1 %2 (%3 Schritte gespeichert): seine Grenze ist vorläufig</translation>
    </message>
    <message>
        <source>class %1: the sweep&apos;s runs make %2 LLM calls on average, the request&apos;s %3</source>
        <translation>Klasse %1: die Läufe des Sweeps machen im Mittel %2 LLM-Aufrufe, die der Anfrage %3</translation>
    </message>
    <message>
        <source>sweep %1 found no rate up to %2 runs/s at which the SLO fails: the sustainable load is at least %2 runs/s, a lower bound, not a boundary</source>
        <translation>Sweep %1 fand bis %2 Läufe/s keine Rate, bei der das SLO verfehlt wird: die tragbare Last beträgt mindestens %2 Läufe/s, eine untere Schranke, keine Grenze</translation>
    </message>
    <message>
        <source>sweep %1 found no rate up to %2 calls/s at which the SLO fails: the sustainable load is at least %2 calls/s, a lower bound, not a boundary</source>
        <translation>Sweep %1 fand bis %2 Aufrufe/s keine Rate, bei der das SLO verfehlt wird: die tragbare Last beträgt mindestens %2 Aufrufe/s, eine untere Schranke, keine Grenze</translation>
    </message>
</context>
<context>
    <name>SweepHeadline</name>
    <message>
        <source>error rate</source>
        <translation>Fehlerrate</translation>
    </message>
    <message>
        <source>the server&apos;s throughput</source>
        <translation>der Durchsatz des Servers</translation>
    </message>
    <message>
        <source>; %1 binds</source>
        <translation>; %1 begrenzt</translation>
    </message>
    <message>
        <source>No sustainable rate: every rate tried missed the SLO%1.</source>
        <translation>Keine tragbare Rate: jede versuchte Rate verfehlte das SLO%1.</translation>
    </message>
    <message>
        <source>At least %1 per replica: no step failed, so this is a lower bound, not a boundary.</source>
        <translation>Mindestens %1 pro Replikat: keine Stufe scheiterte, also eine untere Schranke, keine Grenze.</translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation>zwischen %1 und %2</translation>
    </message>
    <message>
        <source>%1 % interval %2–%3</source>
        <translation>%1-%-Intervall %2–%3</translation>
    </message>
    <message>
        <source>UNSAFE: no confirmation run held, plan at most %1</source>
        <translation>UNSICHER: kein Bestätigungslauf hielt, Plan mit höchstens %1</translation>
    </message>
    <message>
        <source>plan at %1</source>
        <translation>Plan mit %1</translation>
    </message>
    <message>
        <source>Sustainable: %1 per replica (%2); %3%4.</source>
        <translation>Tragbar: %1 pro Replikat (%2); %3%4.</translation>
    </message>
    <message>
        <source>The built-in server ran at %1x speed: the steps, charts and table are on the client&apos;s clock, and the sentence states the replica&apos;s own rates, %1 times below the steps&apos; (latencies %1 times above); plans take them so.</source>
        <translation>Der eingebaute Server lief mit %1-facher Geschwindigkeit: Stufen, Diagramme und Tabelle stehen auf der Uhr des Clients, der Satz nennt die Raten des Replikats selbst, %1-mal niedriger als die der Stufen (Latenzen %1-mal höher); so übernehmen Pläne sie.</translation>
    </message>
    <message>
        <source>(run at %1x speed)</source>
        <translation>(gelaufen mit %1-facher Geschwindigkeit)</translation>
    </message>
    <message>
        <source>Sustainable: %1 per replica (%2, modeled by the twin checked on %3 steps); %4%5.</source>
        <translation>Tragbar: %1 pro Replikat (%2, modelliert vom an %3 Stufen geprüften Zwilling); %4%5.</translation>
    </message>
</context>
<context>
    <name>SweepLock</name>
    <message>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <source>%1, pid %2 on %3</source>
        <translation>%1, PID %2 auf %3</translation>
    </message>
    <message>
        <source>sweep %1 is running in another process (%2)</source>
        <translation>Sweep %1 läuft in einem anderen Prozess (%2)</translation>
    </message>
    <message>
        <source>cannot create the lock file %1 beside the database</source>
        <translation>die Sperrdatei %1 neben der Datenbank kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>SweepLoop</name>
    <message>
        <source>stopping: the step in progress is dropped</source>
        <translation>wird gestoppt: die laufende Stufe wird verworfen</translation>
    </message>
</context>
<context>
    <name>SweepRepository</name>
    <message>
        <source>there is no sweep %1 in this database</source>
        <translation>in dieser Datenbank gibt es keinen Sweep %1</translation>
    </message>
</context>
<context>
    <name>SweepRequestsCsv</name>
    <message>
        <source>step %1 (run %2): %3</source>
        <translation>Stufe %1 (Lauf %2): %3</translation>
    </message>
</context>
<context>
    <name>SweepResult</name>
    <message>
        <source>no sustainable rate found: %1</source>
        <translation>keine tragbare Rate gefunden: %1</translation>
    </message>
    <message>
        <source>; the attainment fit was not used: %1</source>
        <translation>; die Anpassung der Zielerreichung wurde nicht verwendet: %1</translation>
    </message>
    <message>
        <source>endpoint time %1 min by phase (steps): %2</source>
        <translation>Endpunktzeit %1 min nach Phase (Stufen): %2</translation>
    </message>
    <message>
        <source>its steps near the boundary measured about %1 requests each</source>
        <translation>ihre Stufen nahe der Grenze maßen je etwa %1 Anfragen</translation>
    </message>
    <message>
        <source>about %1 requests were in flight at the boundary</source>
        <translation>an der Grenze liefen im Mittel etwa %1 Anfragen</translation>
    </message>
    <message>
        <source>caution: %1; in the validation report such sweeps held the long-run boundary less often than their interval says. Longer steps (--max-step) and a longer confirmation (--confirm) make it hold more often.</source>
        <translation>Vorsicht: %1; im Validierungsbericht trafen solche Sweeps die Langzeitgrenze seltener, als ihr Intervall angibt. Längere Stufen (--max-step) und eine längere Bestätigung (--confirm) verbessern das.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>runs/s</source>
        <translation>runs/s</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>sustainable rate at least %1: %2</source>
        <translation>tragbare Rate mindestens %1: %2</translation>
    </message>
    <message>
        <source>SLO boundary %1 (between %2 and %3 %4: without repeats the bracket, not a confidence interval; last pass %5, first fail %6)</source>
        <translation>SLO-Grenze %1 (zwischen %2 und %3 %4: ohne Wiederholungen die Eingrenzung, kein Konfidenzintervall; letzter Erfolg %5, erster Fehlschlag %6)</translation>
    </message>
    <message>
        <source>SLO boundary %1 (%2 % interval %3 to %4 %5; last pass %6, first fail %7)</source>
        <translation>SLO-Grenze %1 (%2 % Intervall %3 bis %4 %5; letzter Erfolg %6, erster Fehlschlag %7)</translation>
    </message>
    <message>
        <source>UNSAFE: no confirmation run held, down to %1; a plan built on this sweep is marked unsafe (method %2)</source>
        <translation>UNSICHER: kein Bestätigungslauf hielt, bis hinunter zu %1; ein auf diesem Sweep aufgebauter Plan wird als unsicher markiert (Methode %2)</translation>
    </message>
    <message>
        <source>plans use %1 (the %2 % lower quantile; method %3)</source>
        <translation>Pläne verwenden %1 (das untere %2-%-Quantil; Methode %3)</translation>
    </message>
    <message>
        <source>goodput at the boundary %1; %2; %3 steps</source>
        <translation>Goodput an der Grenze %1; %2; %3 Schritte</translation>
    </message>
    <message>
        <source>saturation throughput %1 (raw completed rate, SLO ignored)</source>
        <translation>Sättigungsdurchsatz %1 (rohe Abschlussrate, SLO ignoriert)</translation>
    </message>
    <message>
        <source>saturation throughput not reached: no step offered more than %1</source>
        <translation>Sättigungsdurchsatz nicht erreicht: kein Schritt bot mehr als %1 an</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 Anfr./s</translation>
    </message>
    <message>
        <source>%1 runs/s</source>
        <translation>%1 runs/s</translation>
    </message>
    <message>
        <source>%1 runs/s (%2 calls/s)</source>
        <translation>%1 runs/s (%2 Aufrufe/s)</translation>
    </message>
    <message>
        <source>the steps&apos; own (empirical) estimate: %1 (interval %2 to %3 %4), plan at %5</source>
        <translation>die eigene (empirische) Schätzung der Stufen: %1 (Intervall %2 bis %3 %4), Plan bei %5</translation>
    </message>
    <message>
        <source>SLO boundary %1 (%2 % interval %3 to %4 %5; no step passed, first fail %6)</source>
        <translation>SLO-Grenze %1 (%2 % Intervall %3 bis %4 %5; keine Stufe bestanden, erster Fehlschlag %6)</translation>
    </message>
    <message>
        <source>the steps&apos; own (empirical) estimate: none, no step passed (the first fail at %1 %2)</source>
        <translation>die eigene (empirische) Schätzung der Stufen: keine, keine Stufe bestanden (der erste Fehlschlag bei %1 %2)</translation>
    </message>
    <message>
        <source>caution: the twin fitted pauses of whole steps (%1 seen, at most %2 ms); its boundary rests on the longest few, and in the validation report (stall-cpu, 20 sweeps per cell) such sweeps planned 10-13 % below the long-run boundary on average, and above it in 1 of 20. Longer steps (--max-step) show more of the pauses.</source>
        <translation>Vorsicht: der Zwilling hat Pausen ganzer Schritte angepasst (%1 gesehen, höchstens %2 ms); seine Grenze beruht auf den wenigen längsten, und im Validierungsbericht (stall-cpu, 20 Sweeps je Zelle) planten solche Sweeps im Mittel 10-13 % unter der Langzeitgrenze und in 1 von 20 darüber. Längere Stufen (--max-step) zeigen mehr von den Pausen.</translation>
    </message>
</context>
<context>
    <name>SweepSummary</name>
    <message>
        <source>&quot;%1&quot; is not a sweep id (llmcap-cli sweep prints it)</source>
        <translation>&quot;%1&quot; ist keine Sweep-ID (llmcap-cli sweep gibt sie aus)</translation>
    </message>
    <message>
        <source>sweep %1 found no rate at which the SLO holds%2</source>
        <translation>Sweep %1 hat keine Rate gefunden, bei der das SLO hält%2</translation>
    </message>
    <message>
        <source> yet; resume it with llmcap-cli sweep --resume %1</source>
        <translation> (noch nicht); fortsetzen mit llmcap-cli sweep --resume %1</translation>
    </message>
    <message>
        <source> (unfinished: %1 steps)</source>
        <translation> (unfertig: %1 Stufen)</translation>
    </message>
    <message>
        <source>sweep %1</source>
        <translation>Sweep %1</translation>
    </message>
    <message>
        <source>lower bound confirmed by a %1 s run at %2 req/s</source>
        <translation>untere Schranke bestätigt durch einen Lauf über %1 s bei %2 Anfr./s</translation>
    </message>
    <message>
        <source>did not finish (still running or interrupted)</source>
        <translation>wurde nicht beendet (läuft noch oder wurde unterbrochen)</translation>
    </message>
    <message>
        <source>was stopped before it finished</source>
        <translation>wurde vor seinem Ende angehalten</translation>
    </message>
    <message>
        <source>failed before it finished</source>
        <translation>ist vor seinem Ende gescheitert</translation>
    </message>
    <message>
        <source>unsafe: no rate held in the confirmation runs (of up to %1 s, down to %2 req/s)</source>
        <translation>unsicher: keine Rate hielt in den Bestätigungsläufen (von bis zu %1 s, bis hinab zu %2 Anfr./s)</translation>
    </message>
    <message>
        <source>no confirmation run held (runs of up to %1 s), down to %2 req/s: the boundary lies below</source>
        <translation>kein Bestätigungslauf hielt (Läufe von bis zu %1 s), bis hinab zu %2 Anfr./s: die Grenze liegt darunter</translation>
    </message>
    <message>
        <source>unsafe: no rate held in the confirmation runs (of up to %1 s), down to %2 runs/s (%3 calls/s)</source>
        <translation>unsicher: keine Rate hielt in den Bestätigungsläufen (bis %1 s), hinunter bis %2 runs/s (%3 Aufrufe/s)</translation>
    </message>
    <message>
        <source>unsafe: no rate held in the confirmation runs (of up to %1 s), down to %2 runs/s</source>
        <translation>unsicher: keine Rate hielt in den Bestätigungsläufen (bis %1 s), hinunter bis %2 runs/s</translation>
    </message>
    <message>
        <source>lower bound confirmed by a %1 s run at %2 runs/s (%3 calls/s)</source>
        <translation>untere Schranke bestätigt durch einen Lauf von %1 s bei %2 runs/s (%3 Aufrufe/s)</translation>
    </message>
    <message>
        <source>lower bound confirmed by a %1 s run at %2 runs/s</source>
        <translation>untere Schranke bestätigt durch einen Lauf von %1 s bei %2 runs/s</translation>
    </message>
    <message>
        <source>no confirmation run held (confirmation runs of up to %1 s), down to %2 runs/s (%3 calls/s): the boundary lies below</source>
        <translation>kein Bestätigungslauf hielt (Bestätigungsläufe bis %1 s), hinunter bis %2 runs/s (%3 Aufrufe/s): die Grenze liegt darunter</translation>
    </message>
    <message>
        <source>no confirmation run held (confirmation runs of up to %1 s), down to %2 runs/s: the boundary lies below</source>
        <translation>kein Bestätigungslauf hielt (Bestätigungsläufe bis %1 s), hinunter bis %2 runs/s: die Grenze liegt darunter</translation>
    </message>
    <message>
        <source>measured on the built-in server at %1x speed; converted to the replica&apos;s own time (rates / %1, latencies x %1)</source>
        <translation>gemessen am eingebauten Server bei %1-facher Geschwindigkeit; umgerechnet in die eigene Zeit des Replikats (Raten / %1, Latenzen x %1)</translation>
    </message>
    <message>
        <source>the %1 s confirmation run at the twin&apos;s planned rate missed the SLO&apos;s confidence test, and the twin refitted with it reproduced every step</source>
        <translation>der Bestätigungslauf von %1 s bei der geplanten Rate des Zwillings hat den Konfidenztest des SLO verfehlt, und der damit neu angepasste Zwilling gab jede Stufe wieder</translation>
    </message>
    <message>
        <source>modeled from sweep %1&apos;s twin (checked on %2 steps; error at the boundary %3)</source>
        <translation>modelliert aus dem Zwilling von Sweep %1 (an %2 Stufen geprüft; Fehler an der Grenze %3)</translation>
    </message>
    <message>
        <source>measured by sweep %1&apos;s steps (%2)</source>
        <translation>gemessen von den Stufen von Sweep %1 (%2)</translation>
    </message>
</context>
<context>
    <name>SweepTwin</name>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>not measurable (step %1 met every objective in full)</source>
        <translation>nicht messbar (Stufe %1 erfüllte jedes Ziel vollständig)</translation>
    </message>
    <message>
        <source>%1 % at step %2</source>
        <translation>%1 % bei Stufe %2</translation>
    </message>
    <message>
        <source>twin: not used: %1; the boundary is the sweep&apos;s empirical estimate</source>
        <translation>Zwilling: nicht verwendet: %1; die Grenze ist die empirische Schätzung des Sweeps</translation>
    </message>
    <message>
        <source>twin: step %1 ms + %2 ms per sequence + %3 us per context token; prefill %4 ms per token; at most %5 sequences (%6); fitted to %7 requests of %8 steps</source>
        <translation>Zwilling: Schritt %1 ms + %2 ms pro Sequenz + %3 µs pro Kontext-Token; Prefill %4 ms pro Token; höchstens %5 Sequenzen (%6); angepasst an %7 Anfragen aus %8 Stufen</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <source>  modeled long-run boundary %1 %2 (95 % interval %3-%4), planned %5 %2</source>
        <translation>  modellierte Langzeitgrenze %1 %2 (95-%-Intervall %3-%4), geplant %5 %2</translation>
    </message>
    <message>
        <source>  check passed on %1 of %1 measured steps; error at the boundary %2</source>
        <translation>  Prüfung an %1 von %1 gemessenen Stufen bestanden; Fehler an der Grenze %2</translation>
    </message>
    <message>
        <source>  check failed on %1 of %2 measured steps; error at the boundary %3</source>
        <translation>  Prüfung an %1 von %2 gemessenen Stufen nicht bestanden; Fehler an der Grenze %3</translation>
    </message>
    <message>
        <source>    step %1 (%2 %3 offered): %4</source>
        <translation>    Stufe %1 (%2 %3 angeboten): %4</translation>
    </message>
    <message>
        <source>  not used: %1; the boundary is the sweep&apos;s empirical estimate</source>
        <translation>  nicht verwendet: %1; die Grenze ist die empirische Schätzung des Sweeps</translation>
    </message>
    <message>
        <source>    step %1 (%2 %3 offered, far above the boundary: not counted): %4</source>
        <translation>    Stufe %1 (%2 %3 angeboten, weit über der Grenze: nicht gezählt): %4</translation>
    </message>
    <message>
        <source>none seen (the twin&apos;s steps never pause)</source>
        <translation>keine gesehen (die Schritte des Zwillings pausieren nie)</translation>
    </message>
    <message>
        <source>%1 % of steps pause, at least %2 ms (Pareto shape %3, at most %4 ms), from %5 pauses seen</source>
        <translation>%1 % der Schritte pausieren, mindestens %2 ms (Pareto-Form %3, höchstens %4 ms), aus %5 gesehenen Pausen</translation>
    </message>
    <message>
        <source>decode tokens first, then at most %1 prompt tokens per request per step (step budget %2 tokens)</source>
        <translation>zuerst Decode-Token, dann höchstens %1 Prompt-Token je Anfrage und Schritt (Schrittbudget %2 Token)</translation>
    </message>
    <message>
        <source>decode tokens first, then at most %1 prompt tokens per request per step (no step budget seen)</source>
        <translation>zuerst Decode-Token, dann höchstens %1 Prompt-Token je Anfrage und Schritt (kein Schrittbudget gesehen)</translation>
    </message>
    <message>
        <source>prompt chunks and decode tokens share a step budget of %1 tokens</source>
        <translation>Prompt-Teile und Decode-Token teilen sich ein Schrittbudget von %1 Token</translation>
    </message>
    <message>
        <source>whole prompts in one step (no chunking seen)</source>
        <translation>ganze Prompts in einem Schritt (keine Aufteilung gesehen)</translation>
    </message>
    <message>
        <source>  KV cache: %1</source>
        <translation>  KV-Cache: %1</translation>
    </message>
    <message>
        <source>  prefill: %1</source>
        <translation>  Prefill: %1</translation>
    </message>
    <message>
        <source>  stalls: %1</source>
        <translation>  Pausen: %1</translation>
    </message>
    <message numerus="yes">
        <source>the twin&apos;s error against %n step(s) near its boundary: %1 % +/- %2 % (not in the interval)</source>
        <translation>
            <numerusform>Fehler des Zwillings gegen %n Stufe nahe seiner Grenze: %1 % +/- %2 % (nicht im Intervall)</numerusform>
            <numerusform>Fehler des Zwillings gegen %n Stufen nahe seiner Grenze: %1 % +/- %2 % (nicht im Intervall)</numerusform>
        </translation>
    </message>
    <message>
        <source>  check passed on %1 of %2 measured steps, and %3 past the boundary (not counted) lay outside the band; error at the boundary %4</source>
        <translation>  Prüfung bestanden auf %1 von %2 gemessenen Stufen, und %3 jenseits der Grenze (nicht gezählt) lagen außerhalb des Bands; Fehler an der Grenze %4</translation>
    </message>
    <message>
        <source>    step %1 (%2 %3 offered, past the boundary: the server and every replay of the twin fail it; not counted): %4</source>
        <translation>    Stufe %1 (%2 %3 angeboten, jenseits der Grenze: der Server und jede Wiedergabe des Zwillings verfehlen sie; nicht gezählt): %4</translation>
    </message>
    <message>
        <source>the interval is the fit&apos;s and the twin&apos;s model error of %1 % (the validation report&apos;s): a simulated run&apos;s own spread of %2 % is taken out of it</source>
        <translation>das Intervall ist das der Anpassung und der Modellfehler des Zwillings von %1 % (aus dem Validierungsbericht): die eigene Streuung eines simulierten Laufs von %2 % ist herausgerechnet</translation>
    </message>
    <message>
        <source>the server&apos;s configuration</source>
        <translation>aus der Konfiguration des Servers</translation>
    </message>
    <message>
        <source>a lower bound; two of three of the twin&apos;s draws take it as the limit</source>
        <translation>eine untere Schranke; zwei von drei Ziehungen des Zwillings nehmen sie als Grenze</translation>
    </message>
</context>
<context>
    <name>TelemetryCommand</name>
    <message>
        <source>Import application telemetry, analyse its shape, derive a workload and trace.</source>
        <translation>Anwendungstelemetrie importieren, ihre Form analysieren, Lastprofil und Trace ableiten.</translation>
    </message>
    <message>
        <source>import FILE --format langfuse|otlp|mooncake|jsonl|csv reads a telemetry export as a stream and stores it sanitised: prompts, outputs, messages, tool arguments and documents are never read into storage, and user, session, trace and tenant ids become keyed pseudonyms (the key is kept in the OS keyring or a 0600 file beside the database, never in the database or an export). A record that cannot be read is skipped and reported with its line; a file that is mostly unreadable imports nothing (exit 3). Generic JSONL and CSV need --map FIELD=COLUMN for timestamp and the token counts.

list shows the datasets; analyze ID prints the traffic&apos;s shape (rates over time, concurrency, length percentiles with their sample counts, calls per run, cache and retry behaviour, time of day, peak-to-average, model mix, growth); derive ID writes a workload file that `bench` and `sweep` read, a replay trace that keeps whole runs and requests, and fills the sizing request&apos;s workload answers as measured.</source>
        <translation>import DATEI --format langfuse|otlp|mooncake|jsonl|csv liest einen Telemetrie-Export als Datenstrom und speichert ihn bereinigt: Prompts, Ausgaben, Nachrichten, Tool-Argumente und Dokumente werden nie gespeichert, und Benutzer-, Sitzungs-, Trace- und Mandanten-IDs werden zu verschlüsselten Pseudonymen (der Schlüssel liegt im Schlüsselbund des Systems oder in einer 0600-Datei neben der Datenbank, nie in der Datenbank oder einem Export). Ein unlesbarer Eintrag wird übersprungen und mit seiner Zeile gemeldet; eine größtenteils unlesbare Datei importiert nichts (Exit-Code 3). Allgemeines JSONL und CSV brauchen --map FELD=SPALTE für den Zeitstempel und die Token-Zahlen.

list zeigt die Datensätze; analyze ID gibt die Form des Verkehrs aus (Raten über die Zeit, Nebenläufigkeit, Längen-Perzentile mit ihrer Stichprobengröße, Aufrufe pro Lauf, Cache- und Wiederholungsverhalten, Tageszeit, Spitze zu Mittel, Modellmix, Wachstum); derive ID schreibt eine Lastprofil-Datei, die `bench` und `sweep` lesen, einen Replay-Trace, der ganze Läufe und Anfragen erhält, und füllt die Lastprofil-Antworten der Kapazitätsanfrage als gemessen.</translation>
    </message>
    <message>
        <source>import, list, analyze, derive or remove.</source>
        <translation>import, list, analyze, derive oder remove.</translation>
    </message>
    <message>
        <source>The file to import, or a dataset&apos;s id or name.</source>
        <translation>Die zu importierende Datei oder ID bzw. Name eines Datensatzes.</translation>
    </message>
    <message>
        <source>import: the file&apos;s format: langfuse, otlp, mooncake, jsonl, csv.</source>
        <translation>import: das Format der Datei: langfuse, otlp, mooncake, jsonl, csv.</translation>
    </message>
    <message>
        <source>import: the column (or key) holding a field, for jsonl and csv: timestamp, timestamp_unit (s, ms, us, ns, iso), input_tokens, output_tokens, cached_tokens, duration, ttft, model, class, run, session, user, status, parent, span, prefix_group. Repeat for each field.</source>
        <translation>import: die Spalte (oder der Schlüssel) eines Feldes, für jsonl und csv: timestamp, timestamp_unit (s, ms, us, ns, iso), input_tokens, output_tokens, cached_tokens, duration, ttft, model, class, run, session, user, status, parent, span, prefix_group. Für jedes Feld wiederholen.</translation>
    </message>
    <message>
        <source>import: the dataset&apos;s name (default: the file&apos;s).</source>
        <translation>import: der Name des Datensatzes (Vorgabe: der der Datei).</translation>
    </message>
    <message>
        <source>import: the unit of Langfuse&apos;s latency and time_to_first_token: auto (default; detected from the timestamps), s or ms.</source>
        <translation>import: die Einheit von Langfuses latency und time_to_first_token: auto (Vorgabe; aus den Zeitstempeln erkannt), s oder ms.</translation>
    </message>
    <message>
        <source>The project the dataset belongs to (its pseudonym key too).</source>
        <translation>Das Projekt, zu dem der Datensatz gehört (auch sein Pseudonym-Schlüssel).</translation>
    </message>
    <message>
        <source>derive: write the workload file to OUT.</source>
        <translation>derive: die Lastprofil-Datei nach AUS schreiben.</translation>
    </message>
    <message>
        <source>derive: write the replay trace (JSONL) to OUT.</source>
        <translation>derive: den Replay-Trace (JSONL) nach AUS schreiben.</translation>
    </message>
    <message>
        <source>derive: the sizing file whose workload answers to fill.</source>
        <translation>derive: die Kapazitätsanfrage-Datei, deren Lastprofil-Antworten gefüllt werden.</translation>
    </message>
    <message>
        <source>derive: where to write the filled sizing file.</source>
        <translation>derive: wohin die gefüllte Kapazitätsanfrage geschrieben wird.</translation>
    </message>
    <message>
        <source>derive: group calls into classes by name (default), model or attribute:KEY.</source>
        <translation>derive: Aufrufe nach Name (Vorgabe), Modell oder attribute:SCHLÜSSEL in Klassen gruppieren.</translation>
    </message>
    <message>
        <source>derive: resample whole runs so that the trace offers R calls per second.</source>
        <translation>derive: ganze Läufe so neu ziehen, dass der Trace R Aufrufe pro Sekunde anbietet.</translation>
    </message>
    <message>
        <source>derive: stretch (&gt;1) or compress (&lt;1) the trace&apos;s time.</source>
        <translation>derive: die Zeit des Traces strecken (&gt;1) oder stauchen (&lt;1).</translation>
    </message>
    <message>
        <source>derive: the sampling seed (default 1).</source>
        <translation>derive: der Startwert der Stichprobe (Vorgabe 1).</translation>
    </message>
    <message>
        <source>name an action: import, list, analyze, derive or remove</source>
        <translation>eine Aktion angeben: import, list, analyze, derive oder remove</translation>
    </message>
    <message>
        <source>telemetry import needs the file to import</source>
        <translation>telemetry import braucht die zu importierende Datei</translation>
    </message>
    <message>
        <source>telemetry %1 needs a dataset&apos;s id or name</source>
        <translation>telemetry %1 braucht ID oder Name eines Datensatzes</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>no project named &quot;%1&quot;</source>
        <translation>kein Projekt namens „%1“</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;: use import, list, analyze, derive or remove</source>
        <translation>unbekannte Aktion &apos;%1&apos;: import, list, analyze, derive oder remove verwenden</translation>
    </message>
    <message>
        <source>telemetry import needs --format langfuse|otlp|mooncake|jsonl|csv</source>
        <translation>telemetry import braucht --format langfuse|otlp|mooncake|jsonl|csv</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;: use langfuse, otlp, mooncake, jsonl or csv</source>
        <translation>unbekanntes --format &apos;%1&apos;: langfuse, otlp, mooncake, jsonl oder csv verwenden</translation>
    </message>
    <message>
        <source>--map takes FIELD=COLUMN, not &apos;%1&apos;</source>
        <translation>--map erwartet FELD=SPALTE, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--latency-unit takes auto, s or ms, not &apos;%1&apos;</source>
        <translation>--latency-unit erwartet auto, s oder ms, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Imported &quot;%1&quot; (dataset %2) from %3, read as %4.</source>
        <translation>&quot;%1&quot; importiert (Datensatz %2) aus %3, gelesen als %4.</translation>
    </message>
    <message>
        <source>%1 records kept: %2 LLM calls in %3 runs; %4 skipped.</source>
        <translation>%1 Einträge behalten: %2 LLM-Aufrufe in %3 Läufen; %4 übersprungen.</translation>
    </message>
    <message>
        <source>%1 inference-server spans (vLLM&apos;s) counted once, with their client calls.</source>
        <translation>%1 Spans des Inferenzservers (vLLM) einmal gezählt, mit ihren Client-Aufrufen.</translation>
    </message>
    <message>
        <source>Time span: %1 – %2 UTC.</source>
        <translation>Zeitraum: %1 – %2 UTC.</translation>
    </message>
    <message>
        <source>Latency unit: %1 (%2).</source>
        <translation>Latenz-Einheit: %1 (%2).</translation>
    </message>
    <message>
        <source>Dropped at the door (never stored): %1.</source>
        <translation>Beim Import verworfen (nie gespeichert): %1.</translation>
    </message>
    <message>
        <source>Pseudonymised (key: %1): %2.</source>
        <translation>Pseudonymisiert (Schlüssel: %1): %2.</translation>
    </message>
    <message>
        <source>Skipped %1: %2.</source>
        <translation>%1 übersprungen: %2.</translation>
    </message>
    <message>
        <source>(the first %1 problems are shown)</source>
        <translation>(die ersten %1 Probleme werden gezeigt)</translation>
    </message>
    <message>
        <source>no telemetry datasets yet; import one with `llmcap-cli telemetry import FILE --format F`</source>
        <translation>noch keine Telemetrie-Datensätze; einen mit `llmcap-cli telemetry import DATEI --format F` importieren</translation>
    </message>
    <message>
        <source>telemetry derive writes --workload OUT, --trace OUT and/or --sizing-out OUT: name at least one</source>
        <translation>telemetry derive schreibt --workload AUS, --trace AUS und/oder --sizing-out AUS: mindestens eines angeben</translation>
    </message>
    <message>
        <source>--sizing IN and --sizing-out OUT go together</source>
        <translation>--sizing EIN und --sizing-out AUS gehören zusammen</translation>
    </message>
    <message>
        <source>--target-rps takes a rate above 0</source>
        <translation>--target-rps erwartet eine Rate über 0</translation>
    </message>
    <message>
        <source>--time-scale takes a factor above 0</source>
        <translation>--time-scale erwartet einen Faktor über 0</translation>
    </message>
    <message>
        <source>--seed takes a whole number</source>
        <translation>--seed erwartet eine ganze Zahl</translation>
    </message>
    <message>
        <source>removed telemetry dataset %1 (&quot;%2&quot;)</source>
        <translation>Telemetrie-Datensatz %1 (&quot;%2&quot;) entfernt</translation>
    </message>
    <message>
        <source>a request log needs --map FIELD=COLUMN, at least --map timestamp=COLUMN</source>
        <translation>ein Anfrageprotokoll braucht --map FELD=SPALTE, mindestens --map timestamp=SPALTE</translation>
    </message>
    <message>
        <source>; the file&apos;s fields suggest %1</source>
        <translation>; die Felder der Datei legen %1 nahe</translation>
    </message>
    <message>
        <source>%1 records kept: %2 LLM calls, none in a run (the file names no sessions: each call is a run of its own in the analysis); %3 skipped.</source>
        <translation>%1 Datensätze übernommen: %2 LLM-Aufrufe, keiner in einem Lauf (die Datei nennt keine Sitzungen: in der Analyse ist jeder Aufruf ein eigener Lauf); %3 übersprungen.</translation>
    </message>
</context>
<context>
    <name>TelemetryDerivation</name>
    <message>
        <source>class-by must be name, model or attribute:KEY (got &quot;%1&quot;)</source>
        <translation>class-by muss name, model oder attribute:KEY sein (erhalten: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the time scale must be above 0</source>
        <translation>der Zeitfaktor muss über 0 liegen</translation>
    </message>
    <message>
        <source>the target rate and the entry limit must not be negative</source>
        <translation>die Zielrate und die Höchstzahl der Einträge dürfen nicht negativ sein</translation>
    </message>
    <message>
        <source>from telemetry %1</source>
        <translation>aus der Telemetrie %1</translation>
    </message>
    <message>
        <source>trace: %1 LLM calls of %2 runs; rate x%3 (whole runs kept or repeated), run starts x%4%5%6</source>
        <translation>Trace: %1 LLM-Aufrufe aus %2 Läufen; Rate x%3 (ganze Läufe behalten oder wiederholt), Laufstarts x%4%5%6</translation>
    </message>
    <message>
        <source>; %1 calls without input tokens left out</source>
        <translation>; %1 Aufrufe ohne Eingabe-Tokens ausgelassen</translation>
    </message>
    <message>
        <source>; capped to the busiest %1 s that fit %2 entries</source>
        <translation>; begrenzt auf die belebtesten %1 s, die in %2 Einträge passen</translation>
    </message>
    <message>
        <source>telemetry %1 has no LLM call with token counts to derive a workload from</source>
        <translation>die Telemetrie %1 enthält keinen LLM-Aufruf mit Token-Zahlen, aus dem sich eine Last ableiten ließe</translation>
    </message>
</context>
<context>
    <name>TelemetryImporter</name>
    <message>
        <source>cannot import %1: no such file</source>
        <translation>%1 kann nicht importiert werden: keine solche Datei</translation>
    </message>
    <message>
        <source>cannot import %1: it is a folder</source>
        <translation>%1 kann nicht importiert werden: es ist ein Ordner</translation>
    </message>
    <message>
        <source>%1 is a Parquet file, which llmcap cannot read: switch the Langfuse export&apos;s file format to JSONL (or CSV/JSON) in Settings → Integrations → Blob storage</source>
        <translation>%1 ist eine Parquet-Datei, die llmcap nicht lesen kann: stellen Sie das Dateiformat des Langfuse-Exports unter Settings → Integrations → Blob storage auf JSONL (oder CSV/JSON) um</translation>
    </message>
    <message>
        <source>cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 holds no %2 records</source>
        <translation>%1 enthält keine %2-Datensätze</translation>
    </message>
    <message>
        <source>mostly unreadable: %1 of %2 records skipped; first: %3</source>
        <translation>größtenteils unlesbar: %1 von %2 Datensätzen übersprungen; erster: %3</translation>
    </message>
</context>
<context>
    <name>TelemetryRepository</name>
    <message>
        <source>a telemetry dataset needs a name</source>
        <translation>ein Telemetrie-Datensatz braucht einen Namen</translation>
    </message>
</context>
<context>
    <name>TelemetryWorkflow</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>%1: not a readable file</source>
        <translation>%1: keine lesbare Datei</translation>
    </message>
    <message>
        <source>%1: no records to import</source>
        <translation>%1: keine Einträge zu importieren</translation>
    </message>
    <message>
        <source>a filled sizing file needs the sizing file to fill (--sizing)</source>
        <translation>eine gefüllte Kapazitätsanfrage braucht die zu füllende Datei (--sizing)</translation>
    </message>
    <message>
        <source>the sizing file to fill needs where to write it (--sizing-out)</source>
        <translation>die zu füllende Kapazitätsanfrage braucht ein Ziel (--sizing-out)</translation>
    </message>
    <message>
        <source>Derived from &quot;%1&quot; (dataset %2): %3 classes, %4 trace requests.</source>
        <translation>Abgeleitet aus &quot;%1&quot; (Datensatz %2): %3 Klassen, %4 Trace-Anfragen.</translation>
    </message>
    <message>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Workload written to %1.</source>
        <translation>Lastprofil nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Replay trace written to %1.</source>
        <translation>Replay-Trace nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Sizing request with measured workload answers written to %1.</source>
        <translation>Kapazitätsanfrage mit gemessenen Lastprofil-Antworten nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>The project&apos;s sizing request now holds the measured answers.</source>
        <translation>Die Kapazitätsanfrage des Projekts enthält jetzt die gemessenen Antworten.</translation>
    </message>
    <message>
        <source>no telemetry dataset &quot;%1&quot;; `llmcap-cli telemetry list` shows them</source>
        <translation>kein Telemetrie-Datensatz &quot;%1&quot;; `llmcap-cli telemetry list` zeigt sie</translation>
    </message>
    <message>
        <source>%1  %2  %3  %4 calls, %5 runs, %6</source>
        <translation>%1  %2  %3  %4 Aufrufe, %5 Läufe, %6</translation>
    </message>
    <message>
        <source>Replaced %1 earlier answers: %2.</source>
        <translation>%1 frühere Antworten ersetzt: %2.</translation>
    </message>
    <message>
        <source>  %1 classes for %2 runs: the names look like ids, not operations; try --class-by model (or attribute:KEY)</source>
        <translation>  %1 Klassen für %2 Läufe: die Namen sehen nach IDs aus, nicht nach Vorgängen; --class-by model (oder attribute:KEY) versuchen</translation>
    </message>
</context>
<context>
    <name>TokenDistribution</name>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>must be a token count or a distribution object</source>
        <translation>muss eine Tokenanzahl oder ein Verteilungsobjekt sein</translation>
    </message>
    <message>
        <source>must not be below min (%1)</source>
        <translation>darf nicht unter min (%1) liegen</translation>
    </message>
    <message>
        <source>must not be below p50 (%1)</source>
        <translation>darf nicht unter p50 (%1) liegen</translation>
    </message>
    <message>
        <source>must hold token counts from 1 to %1</source>
        <translation>muss Tokenanzahlen von 1 bis %1 enthalten</translation>
    </message>
    <message>
        <source>must hold at least one token count</source>
        <translation>muss mindestens eine Tokenanzahl enthalten</translation>
    </message>
    <message>
        <source>must hold non-negative numbers</source>
        <translation>muss nicht negative Zahlen enthalten</translation>
    </message>
    <message>
        <source>must have as many entries as values (%1)</source>
        <translation>muss so viele Einträge haben wie values (%1)</translation>
    </message>
    <message>
        <source>must not all be zero</source>
        <translation>dürfen nicht alle null sein</translation>
    </message>
</context>
<context>
    <name>TokenDistributionText</name>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>a fixed length is one number</source>
        <translation>eine feste Länge ist eine einzelne Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not key=value</source>
        <translation>„%1“ hat nicht die Form schlüssel=wert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>A token count (256), or one of:
uniform min=100 max=900
lognormal p50=400 p95=2000 max=8000
empirical values=100,400,1600 weights=5,3,2</source>
        <translation>Eine Tokenanzahl (256) oder eine der Formen:
uniform min=100 max=900
lognormal p50=400 p95=2000 max=8000
empirical values=100,400,1600 weights=5,3,2</translation>
    </message>
    <message>
        <source>empirical, %1 values, p50 %2, p95 %3</source>
        <translation>empirisch, %1 Werte, p50 %2, p95 %3</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>each line must be one JSON object</source>
        <translation>jede Zeile muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>must not exceed input_tokens</source>
        <translation>darf input_tokens nicht überschreiten</translation>
    </message>
    <message>
        <source>the trace holds no requests</source>
        <translation>der Trace enthält keine Anfragen</translation>
    </message>
    <message>
        <source>is required with call_index, depends_on, offset_s and tool_wait_s</source>
        <translation>ist zusammen mit call_index, depends_on, offset_s und tool_wait_s erforderlich</translation>
    </message>
    <message>
        <source>must not exceed offset_s (%1)</source>
        <translation>darf offset_s (%1) nicht überschreiten</translation>
    </message>
    <message>
        <source>must hold call indices (whole numbers from 0)</source>
        <translation>muss Aufrufindizes enthalten (ganze Zahlen ab 0)</translation>
    </message>
    <message>
        <source>trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation>Eintrag %1</translation>
    </message>
</context>
<context>
    <name>TraceRuns</name>
    <message>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>call_index %1 twice (first at %2)</source>
        <translation>call_index %1 doppelt (zuerst bei %2)</translation>
    </message>
    <message>
        <source>call %1 waits for itself</source>
        <translation>Aufruf %1 wartet auf sich selbst</translation>
    </message>
    <message>
        <source>call %1 waits for call %2, which the run lacks</source>
        <translation>Aufruf %1 wartet auf Aufruf %2, der dem Lauf fehlt</translation>
    </message>
    <message>
        <source>call %1: offset_s %2 is negative</source>
        <translation>Aufruf %1: offset_s %2 ist negativ</translation>
    </message>
    <message>
        <source>call %1: tool_wait_s %2 is negative</source>
        <translation>Aufruf %1: tool_wait_s %2 ist negativ</translation>
    </message>
    <message>
        <source>call %1: tool_wait_s %2 exceeds offset_s %3</source>
        <translation>Aufruf %1: tool_wait_s %2 übersteigt offset_s %3</translation>
    </message>
    <message>
        <source>call %1 waits for call %2</source>
        <translation>Aufruf %1 wartet auf Aufruf %2</translation>
    </message>
    <message>
        <source>, which waits for call %1</source>
        <translation>, der auf Aufruf %1 wartet</translation>
    </message>
    <message>
        <source> (a cycle)</source>
        <translation> (ein Zyklus)</translation>
    </message>
    <message>
        <source>call %1, the run&apos;s earliest call, waits for call %2</source>
        <translation>Aufruf %1, der früheste des Laufs, wartet auf Aufruf %2</translation>
    </message>
    <message>
        <source>call %1 starts %2 s before call %3, which it waits for</source>
        <translation>Aufruf %1 beginnt %2 s vor Aufruf %3, auf den er wartet</translation>
    </message>
    <message>
        <source>the trace time scale must be above 0</source>
        <translation>die Trace-Zeitskala muss über 0 liegen</translation>
    </message>
    <message>
        <source>run %1: class &quot;%2&quot; is not among the workload&apos;s classes</source>
        <translation>Lauf %1: Klasse &quot;%2&quot; ist keine Klasse des Lastprofils</translation>
    </message>
</context>
<context>
    <name>TwinBoundary</name>
    <message>
        <source>the SLO holds at no rate</source>
        <translation>das SLO hält bei keiner Rate</translation>
    </message>
</context>
<context>
    <name>TwinCheck</name>
    <message>
        <source>%1 attainment %</source>
        <translation>%1-Erfüllung %</translation>
    </message>
    <message>
        <source>the twin matches all %1 steps</source>
        <translation>der Zwilling stimmt mit allen %1 Stufen überein</translation>
    </message>
    <message>
        <source>the twin fails %1 of %2 steps</source>
        <translation>der Zwilling verfehlt %1 von %2 Stufen</translation>
    </message>
    <message>
        <source>the twin matches %1 of %2 steps; %3 past its boundary lay outside the band (not counted)</source>
        <translation>der Zwilling trifft %1 von %2 Stufen; %3 jenseits seiner Grenze lagen außerhalb des Bands (nicht gezählt)</translation>
    </message>
</context>
<context>
    <name>TwinCommand</name>
    <message>
        <source>Fit a twin of the server to a stored sweep and give its long-run boundary.</source>
        <translation>Einen Zwilling des Servers an einen gespeicherten Sweep anpassen und seine Grenze auf lange Sicht angeben.</translation>
    </message>
    <message>
        <source>The stored sweep.</source>
        <translation>Der gespeicherte Sweep.</translation>
    </message>
    <message>
        <source>Fitted models to simulate (default 30).</source>
        <translation>Anzahl angepasster Modelle für die Simulation (Standard 30).</translation>
    </message>
    <message>
        <source>Simulated seconds of arrivals per long run (default 3600).</source>
        <translation>Simulierte Sekunden an Ankünften pro langem Lauf (Standard 3600).</translation>
    </message>
    <message>
        <source>Seed of the fit&apos;s resamples and the runs (default 1).</source>
        <translation>Startwert der Stichproben der Anpassung und der Läufe (Standard 1).</translation>
    </message>
    <message>
        <source>--sweep takes a stored sweep&apos;s id</source>
        <translation>--sweep erwartet die ID eines gespeicherten Sweeps</translation>
    </message>
    <message>
        <source>--draws takes 1 to 1000, --run-s at least 60 and --seed a whole number</source>
        <translation>--draws erwartet 1 bis 1000, --run-s mindestens 60 und --seed eine ganze Zahl</translation>
    </message>
    <message>
        <source>Fits a service model of one replica to what the sweep&apos;s steps measured as a client (step times, prefill, concurrency limit; nothing read from the server), checks it against those steps, and simulates long runs of the sweep&apos;s workload and arrivals to find where the SLO stops holding. The twin&apos;s boundary is modeled: it is printed beside the sweep&apos;s measured one and stored nowhere. See docs/sweep-method.md, &quot;The calibrated twin&quot;.</source>
        <translation>Passt ein Dienstmodell eines Replikats an das an, was die Stufen des Sweeps als Client gemessen haben (Schrittzeiten, Prefill, Nebenläufigkeitsgrenze; nichts wird vom Server gelesen), prüft es an diesen Stufen und simuliert lange Läufe mit der Last und den Ankünften des Sweeps, um zu finden, wo das SLO nicht mehr hält. Die Grenze des Zwillings ist modelliert: sie steht neben der gemessenen des Sweeps und wird nirgends gespeichert. Siehe docs/sweep-method.md, „The calibrated twin“.</translation>
    </message>
    <message>
        <source>What-if: the long-run boundary under this SLO (JSON or YAML, the replica&apos;s own time) instead of the sweep&apos;s.</source>
        <translation>Was-wäre-wenn: die Grenze auf lange Sicht unter diesem SLO (JSON oder YAML, in der eigenen Zeit des Replikats) statt dem des Sweeps.</translation>
    </message>
    <message>
        <source>What-if: the long-run boundary under this workload (JSON or YAML) instead of the sweep&apos;s.</source>
        <translation>Was-wäre-wenn: die Grenze auf lange Sicht unter dieser Last (JSON oder YAML) statt der des Sweeps.</translation>
    </message>
</context>
<context>
    <name>TwinEstimate</name>
    <message>
        <source>the twin needs at least one draw and a run longer than 0 s</source>
        <translation>der Zwilling braucht mindestens eine Ziehung und einen Lauf länger als 0 s</translation>
    </message>
    <message>
        <source>sweep %1 replayed a trace: the twin needs a workload of classes to draw its long runs from</source>
        <translation>Sweep %1 spielte einen Trace ab: der Zwilling braucht eine Last aus Klassen, aus der er seine langen Läufe zieht</translation>
    </message>
    <message>
        <source>sweep %1 sent run classes: the twin does not simulate agent runs yet</source>
        <translation>Sweep %1 sandte Laufklassen: der Zwilling simuliert noch keine Agentenläufe</translation>
    </message>
    <message>
        <source>sweep %1 has no latency objective to judge</source>
        <translation>Sweep %1 hat kein Latenzziel zum Beurteilen</translation>
    </message>
    <message>
        <source>sweep %1 has no step with stored requests to fit a twin on</source>
        <translation>Sweep %1 hat keine Stufe mit gespeicherten Anfragen, an die ein Zwilling angepasst werden könnte</translation>
    </message>
    <message>
        <source>no twin could be fitted to sweep %1: %2</source>
        <translation>an Sweep %1 ließ sich kein Zwilling anpassen: %2</translation>
    </message>
    <message>
        <source>the what-if workload has run classes: the twin does not simulate agent runs yet</source>
        <translation>die Was-wäre-wenn-Last hat Laufklassen: der Zwilling simuliert noch keine Agentenläufe</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>the what-if SLO has no latency objective to judge</source>
        <translation>das Was-wäre-wenn-SLO hat kein Latenzziel zum Beurteilen</translation>
    </message>
    <message>
        <source>%1: %2, band %3-%4</source>
        <translation>%1: %2, Band %3-%4</translation>
    </message>
    <message>
        <source>the twin found no boundary: %1</source>
        <translation>der Zwilling fand keine Grenze: %1</translation>
    </message>
    <message>
        <source>the twin failed its check on %1 of %2 steps</source>
        <translation>der Zwilling hat seine Prüfung an %1 von %2 Stufen nicht bestanden</translation>
    </message>
    <message>
        <source>the twin&apos;s boundary (%1) lies beyond every measured step (at most %2 offered): an extrapolation</source>
        <translation>die Grenze des Zwillings (%1) liegt jenseits jeder gemessenen Stufe (höchstens %2 angeboten): eine Extrapolation</translation>
    </message>
    <message>
        <source>cannot open the database: %1</source>
        <translation>die Datenbank lässt sich nicht öffnen: %1</translation>
    </message>
</context>
<context>
    <name>TwinEstimateOutcome</name>
    <message>
        <source>sweep %1: a twin fitted to %2 requests of %3 steps, as the client measured them</source>
        <translation>Sweep %1: ein Zwilling, angepasst an %2 Anfragen aus %3 Stufen, wie der Client sie gemessen hat</translation>
    </message>
    <message>
        <source>  model: step %1 ms + %2 ms per sequence + %3 us per context token; prefill %4 ms per token; at most %5 sequences (%6)</source>
        <translation>  Modell: Schritt %1 ms + %2 ms pro Sequenz + %3 us pro Kontext-Token; Prefill %4 ms pro Token; höchstens %5 Sequenzen (%6)</translation>
    </message>
    <message>
        <source>  modeled long-run boundary: %1 req/s per replica (95 % interval %2-%3), plan at %4 req/s</source>
        <translation>  modellierte Grenze auf lange Sicht: %1 Anfr./s pro Replikat (95-%-Intervall %2–%3), Plan mit %4 Anfr./s</translation>
    </message>
    <message>
        <source>  modeled long-run boundary: none found (%1)</source>
        <translation>  modellierte Grenze auf lange Sicht: keine gefunden (%1)</translation>
    </message>
    <message>
        <source>  measured by the sweep&apos;s short steps: %1 req/s (interval from %2), plan at %3 req/s</source>
        <translation>  gemessen mit den kurzen Stufen des Sweeps: %1 Anfr./s (Intervall ab %2), Plan mit %3 Anfr./s</translation>
    </message>
    <message>
        <source>  check: the twin reproduces every step it was fitted on (%1)</source>
        <translation>  Prüfung: der Zwilling gibt jede Stufe wieder, an die er angepasst wurde (%1)</translation>
    </message>
    <message>
        <source>  check FAILED: %1; do not plan on the twin&apos;s boundary</source>
        <translation>  Prüfung GESCHEITERT: %1; nicht mit der Grenze des Zwillings planen</translation>
    </message>
    <message>
        <source>  rates converted from the built-in server&apos;s %1x speed to the replica&apos;s own time</source>
        <translation>  Raten von der %1-fachen Geschwindigkeit des eingebauten Servers in die eigene Zeit des Replikats umgerechnet</translation>
    </message>
    <message>
        <source>  %1 long runs simulated in %2 s of CPU</source>
        <translation>  %1 lange Läufe in %2 s CPU-Zeit simuliert</translation>
    </message>
    <message>
        <source>  what-if: SLO %1, workload %2 (modeled; no step measured them)</source>
        <translation>  Was-wäre-wenn: SLO %1, Last %2 (modelliert; keine Stufe hat sie gemessen)</translation>
    </message>
    <message>
        <source>of the sweep</source>
        <translation>des Sweeps</translation>
    </message>
    <message>
        <source>  measured by the sweep&apos;s short steps, for its own SLO and workload: %1 req/s (interval from %2), plan at %3 req/s</source>
        <translation>  gemessen mit den kurzen Stufen des Sweeps, für sein eigenes SLO und seine Last: %1 Anfr./s (Intervall ab %2), Plan mit %3 Anfr./s</translation>
    </message>
    <message>
        <source>  KV cache: %1</source>
        <translation>  KV-Cache: %1</translation>
    </message>
    <message>
        <source>  prefill: %1</source>
        <translation>  Prefill: %1</translation>
    </message>
    <message>
        <source>  stalls: %1</source>
        <translation>  Pausen: %1</translation>
    </message>
    <message>
        <source>  modeled long-run boundary: %1 req/s per replica, from one long run of the central twin (its draws were not simulated: the twin failed its check)</source>
        <translation>  modellierte Grenze auf lange Sicht: %1 Anfr./s pro Replikat, aus einem langen Lauf des zentralen Zwillings (seine Ziehungen wurden nicht simuliert: der Zwilling hat seine Prüfung nicht bestanden)</translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>Validate a fleet through failure and rollout drills against the SLO.</source>
        <translation>Eine Flotte durch Ausfall- und Rollout-Übungen gegen das SLO validieren.</translation>
    </message>
    <message>
        <source>Run the simulated fleet in virtual time (as fast as the CPU allows).</source>
        <translation>Die simulierte Flotte in virtueller Zeit ausführen (so schnell, wie die CPU erlaubt).</translation>
    </message>
    <message>
        <source>Replicas in the fleet.</source>
        <translation>Repliken in der Flotte.</translation>
    </message>
    <message>
        <source>Load-balancing strategy: %1.</source>
        <translation>Lastverteilungsstrategie: %1.</translation>
    </message>
    <message>
        <source>... or the load per replica (times --replicas).</source>
        <translation>... oder die Last pro Replik (mal --replicas).</translation>
    </message>
    <message>
        <source>Workload file (JSON or YAML).</source>
        <translation>Lastdatei (JSON oder YAML).</translation>
    </message>
    <message>
        <source>Without a workload file: prompt length of every request.</source>
        <translation>Ohne Lastdatei: Prompt-Länge jeder Anfrage.</translation>
    </message>
    <message>
        <source>Without a workload file: output length of every request.</source>
        <translation>Ohne Lastdatei: Ausgabelänge jeder Anfrage.</translation>
    </message>
    <message>
        <source>Arrival process: poisson, gamma:B (burstiness B) or constant.</source>
        <translation>Ankunftsprozess: poisson, gamma:B (Burstiness B) oder constant.</translation>
    </message>
    <message>
        <source>SLO file the fleet must meet through every drill.</source>
        <translation>SLO-Datei, die die Flotte durch jede Übung hindurch erfüllen muss.</translation>
    </message>
    <message>
        <source>Drill file (see above); none: the fleet runs undisturbed.</source>
        <translation>Übungsdatei (siehe oben); keine: die Flotte läuft ungestört.</translation>
    </message>
    <message>
        <source>Length of the validation (e.g. 60m).</source>
        <translation>Dauer der Validierung (z. B. 60m).</translation>
    </message>
    <message>
        <source>Start-up time of a replica until it takes traffic.</source>
        <translation>Startzeit einer Replik, bis sie Verkehr annimmt.</translation>
    </message>
    <message>
        <source>Replicas per node for node drills, e.g. A=1,2;B=3,4.</source>
        <translation>Repliken pro Knoten für Knotenübungen, z. B. A=1,2;B=3,4.</translation>
    </message>
    <message>
        <source>Per replica: waiting requests beyond which new ones are shed (0: none).</source>
        <translation>Pro Replik: wartende Anfragen, ab denen neue abgewiesen werden (0: keine).</translation>
    </message>
    <message>
        <source>The single-replica boundary, to report fleet goodput against N times it.</source>
        <translation>Die Einzelreplik-Grenze, um den Goodput der Flotte gegen das N-Fache davon zu melden.</translation>
    </message>
    <message>
        <source>Seed of the arrivals and lengths.</source>
        <translation>Seed der Ankünfte und Längen.</translation>
    </message>
    <message>
        <source>When the fleet fails: try replica counts up to this many for the smallest that passes (default: twice the fleet plus 2; 0: no search).</source>
        <translation>Wenn die Flotte scheitert: Replik-Anzahlen bis zu dieser Zahl für die kleinste bestehende versuchen (Standard: doppelte Flotte plus 2; 0: keine Suche).</translation>
    </message>
    <message>
        <source>Write the per-minute rows (overall and per class) to this CSV file.</source>
        <translation>Die Zeilen pro Minute (gesamt und pro Klasse) in diese CSV-Datei schreiben.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--replicas must be a whole number from 1</source>
        <translation>--replicas muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>--lb: %1</source>
        <translation>--lb: %1</translation>
    </message>
    <message>
        <source>give the load as --rate R (the fleet&apos;s) or --rate-per-replica R</source>
        <translation>geben Sie die Last als --rate R (der Flotte) oder --rate-per-replica R an</translation>
    </message>
    <message>
        <source>the rate must be a number above 0</source>
        <translation>die Rate muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <source>--input-tokens and --output-tokens go without --workload</source>
        <translation>--input-tokens und --output-tokens gehören nicht zu --workload</translation>
    </message>
    <message>
        <source>give --workload FILE, or --input-tokens N and --output-tokens N (whole numbers from 1)</source>
        <translation>geben Sie --workload DATEI oder --input-tokens N und --output-tokens N (ganze Zahlen ab 1) an</translation>
    </message>
    <message>
        <source>--arrival: %1</source>
        <translation>--arrival: %1</translation>
    </message>
    <message>
        <source>give the SLO the fleet must meet: --slo FILE</source>
        <translation>geben Sie das SLO an, das die Flotte erfüllen muss: --slo DATEI</translation>
    </message>
    <message>
        <source>cannot read drill file %1: %2</source>
        <translation>Übungsdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>--duration must be a time above 0, e.g. 60m</source>
        <translation>--duration muss eine Zeit über 0 sein, z. B. 60m</translation>
    </message>
    <message>
        <source>--startup must be a time, e.g. 240s</source>
        <translation>--startup muss eine Zeit sein, z. B. 240s</translation>
    </message>
    <message>
        <source>--placement: %1</source>
        <translation>--placement: %1</translation>
    </message>
    <message>
        <source>--max-queue must be a non-negative whole number</source>
        <translation>--max-queue muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>--single-replica-rps must be a number above 0</source>
        <translation>--single-replica-rps muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <source>--search-up-to must be a non-negative whole number</source>
        <translation>--search-up-to muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>--seed must be a non-negative whole number</source>
        <translation>--seed muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>Offers the fleet&apos;s projected load to N replicas behind a load-balancing strategy, runs the drills of a drill file on the timeline (lose a replica or a node, restart, rolling restart with surge, rollback) and judges every drill&apos;s segment against the SLO: each latency objective&apos;s attainment, with shed and lost requests counted as misses, and the error rate. Prints the verdict, each drill&apos;s dip, recovery and losses; --json and --csv carry the per-minute rows per class and the requests per replica.

Drill file, one line per drill:
  at 10m: lose replica 2
  at 20m: restore replica 2, start-up 240s
  at 30m: rolling restart, surge 1
  at 45m: lose node A        (with --placement A=1,2;B=3,4)
  at 50m: rollback

The fleet: --sim-fleet PRESET --virtual runs the built-in simulated fleet in virtual time (an hour of fleet traffic in seconds); --sim-fleet PRESET without --virtual runs the same fleet live on loopback ports in real time (--speed S: S times faster, times reported in the fleet&apos;s seconds). --replica URL (repeatable) --lb STRATEGY sends the load to replica endpoints through a client-side balancer: a drill takes the replica out of the rotation, runs --drill-command &apos;lose=CMD&apos; or &apos;restore=CMD&apos; if given ({replica} and {url} are replaced) and returns it once GET /health answers 200. --gateway URL measures a load balancer as a black box: drills only run the commands.

The plan under test: a stored plan (--plan ID, or --project NAME for its newest) or one built on the spot from a sizing file and a stored sweep (--sizing FILE --sweep ID, as llmcap-cli plan makes it). The fleet is then the plan&apos;s replicas (less a surge or blue-green rollout reserve) on the deployment&apos;s nodes with its start-up time, the load the envelope&apos;s classes at their projected peak at the horizon (--no-growth: today&apos;s), the SLO the request&apos;s, and without --drills the drills are what the plan claims to survive: its loss to survive (lost at 1/6 of the duration, restored at 2/6) and its rollout (a rolling restart at 3/6). --sim-fleet auto takes the preset (and speed) the plan&apos;s sweep ran on. --replicas, --rate, --workload, --slo, --startup and --placement override the plan. --diurnal and --bursts shape the load with the request&apos;s peak-to-average ratio and burst duration.</source>
        <translation>Bietet die prognostizierte Last der Flotte N Repliken hinter einer Lastverteilungsstrategie an, führt die Übungen einer Übungsdatei auf der Zeitachse aus (eine Replik oder einen Knoten verlieren, Neustart, rollierender Neustart mit Surge, Rollback) und beurteilt den Abschnitt jeder Übung gegen das SLO: die Erreichung jedes Latenzziels, wobei abgewiesene und verlorene Anfragen als Verfehlungen zählen, und die Fehlerrate. Gibt das Urteil aus, den Einbruch, die Erholung und die Verluste jeder Übung; --json und --csv enthalten die Zeilen pro Minute pro Klasse und die Anfragen pro Replik.

Übungsdatei, eine Zeile pro Übung:
  at 10m: lose replica 2
  at 20m: restore replica 2, start-up 240s
  at 30m: rolling restart, surge 1
  at 45m: lose node A        (mit --placement A=1,2;B=3,4)
  at 50m: rollback

Die Flotte: --sim-fleet PRESET --virtual führt die eingebaute simulierte Flotte in virtueller Zeit aus (eine Stunde Flottenverkehr in Sekunden); --sim-fleet PRESET ohne --virtual führt dieselbe Flotte live auf Loopback-Ports in Echtzeit aus (--speed S: S-mal schneller, Zeiten in Sekunden der Flotte). --replica URL (wiederholbar) --lb STRATEGIE sendet die Last über einen clientseitigen Balancer an Replik-Endpunkte: eine Übung nimmt die Replik aus der Rotation, führt --drill-command &apos;lose=BEFEHL&apos; oder &apos;restore=BEFEHL&apos; aus, falls angegeben ({replica} und {url} werden ersetzt), und gibt sie zurück, sobald GET /health mit 200 antwortet. --gateway URL misst einen Load-Balancer als Blackbox: Übungen führen nur die Befehle aus.

Der geprüfte Plan: ein gespeicherter Plan (--plan ID oder --project NAME für seinen neuesten) oder einer, der vor Ort aus einer Sizing-Datei und einem gespeicherten Sweep erstellt wird (--sizing DATEI --sweep ID, wie llmcap-cli plan ihn erstellt). Die Flotte sind dann die Repliken des Plans (ohne eine Surge- oder Blue-Green-Rollout-Reserve) auf den Knoten des Deployments mit seiner Startzeit, die Last die Klassen des Kapazitätsrahmens bei ihrer projizierten Spitze am Horizont (--no-growth: der heutigen), das SLO das der Anfrage, und ohne --drills sind die Übungen das, was der Plan zu überstehen beansprucht: seinen zu überstehenden Ausfall (Verlust bei 1/6 der Dauer, Wiederherstellung bei 2/6) und seinen Rollout (ein rollierender Neustart bei 3/6). --sim-fleet auto nimmt das Preset (und die Geschwindigkeit), auf dem der Sweep des Plans lief. --replicas, --rate, --workload, --slo, --startup und --placement überschreiben den Plan. --diurnal und --bursts formen die Last mit dem Verhältnis Spitze zu Mittel und der Burst-Dauer der Anfrage.</translation>
    </message>
    <message>
        <source>Validate stored plan ID (llmcap-cli plan --project prints it).</source>
        <translation>Gespeicherten Plan ID validieren (llmcap-cli plan --project gibt ihn aus).</translation>
    </message>
    <message>
        <source>With --plan: the project the plan must belong to; alone: its newest plan.</source>
        <translation>Mit --plan: das Projekt, zu dem der Plan gehören muss; allein: dessen neuester Plan.</translation>
    </message>
    <message>
        <source>Validate the plan of this sizing file (JSON or YAML), with --sweep.</source>
        <translation>Den Plan dieser Sizing-Datei (JSON oder YAML) validieren, mit --sweep.</translation>
    </message>
    <message>
        <source>With --sizing: the stored sweep the plan divides by.</source>
        <translation>Mit --sizing: der gespeicherte Sweep, durch den der Plan teilt.</translation>
    </message>
    <message>
        <source>The plan&apos;s capacity envelope to validate (when it has several).</source>
        <translation>Der zu validierende Kapazitätsrahmen des Plans (wenn er mehrere hat).</translation>
    </message>
    <message>
        <source>Offer the plan&apos;s projected peak of today instead of the peak at the horizon.</source>
        <translation>Die heutige projizierte Spitze des Plans anbieten statt der Spitze am Horizont.</translation>
    </message>
    <message>
        <source>Shape the load as a day compressed into the duration: the peak at the middle, the mean at peak / peak-to-average.</source>
        <translation>Die Last als in die Dauer gestauchten Tag formen: die Spitze in der Mitte, das Mittel bei Spitze / Spitze-zu-Mittel.</translation>
    </message>
    <message>
        <source>Offer the average load with bursts to the peak lasting the request&apos;s burst duration.</source>
        <translation>Die mittlere Last mit Bursts auf die Spitze anbieten, die so lange wie die Burst-Dauer der Anfrage dauern.</translation>
    </message>
    <message>
        <source>With --bursts: one burst this often.</source>
        <translation>Mit --bursts: ein Burst in diesem Abstand.</translation>
    </message>
    <message>
        <source>For --diurnal and --bursts: the peak-to-average ratio (default with a plan: the request&apos;s).</source>
        <translation>Für --diurnal und --bursts: das Verhältnis Spitze zu Mittel (Standard mit Plan: das der Anfrage).</translation>
    </message>
    <message>
        <source>For --bursts: the burst duration (default with a plan: the request&apos;s).</source>
        <translation>Für --bursts: die Burst-Dauer (Standard mit Plan: die der Anfrage).</translation>
    </message>
    <message>
        <source>Validate a fleet of built-in simulated replicas of this preset (with a plan: auto, the preset its sweep ran on).</source>
        <translation>Eine Flotte eingebauter simulierter Replikate dieses Presets validieren (mit Plan: auto, das Preset, auf dem sein Sweep lief).</translation>
    </message>
    <message>
        <source>Live: the production load balancer&apos;s URL, measured as a black box.</source>
        <translation>Live: die URL des Produktions-Load-Balancers, als Blackbox gemessen.</translation>
    </message>
    <message>
        <source>Live: a replica endpoint, repeatable; --lb spreads the load over them.</source>
        <translation>Live: ein Replikat-Endpunkt, wiederholbar; --lb verteilt die Last darauf.</translation>
    </message>
    <message>
        <source>Live simulated fleet: simulated seconds per wall-clock second (times are reported in the fleet&apos;s seconds).</source>
        <translation>Live simulierte Flotte: simulierte Sekunden je Wanduhr-Sekunde (Zeiten werden in Sekunden der Flotte berichtet).</translation>
    </message>
    <message>
        <source>Live endpoints: lose=CMD or restore=CMD, run by drills ({replica}, {url} replaced), repeatable.</source>
        <translation>Live-Endpunkte: lose=BEFEHL oder restore=BEFEHL, von Übungen ausgeführt ({replica}, {url} ersetzt), wiederholbar.</translation>
    </message>
    <message>
        <source>Live endpoints: how long a returning replica has to answer GET /health with 200.</source>
        <translation>Live-Endpunkte: wie lange ein zurückkehrendes Replikat Zeit hat, GET /health mit 200 zu beantworten.</translation>
    </message>
    <message>
        <source>Live endpoints: model to request (default: the first /v1/models lists).</source>
        <translation>Live-Endpunkte: anzufragendes Modell (Standard: das erste, das /v1/models auflistet).</translation>
    </message>
    <message>
        <source>Live endpoints: extra request header, repeatable.</source>
        <translation>Live-Endpunkte: zusätzlicher Anfrage-Header, wiederholbar.</translation>
    </message>
    <message>
        <source>Attach the stored validation to plan ID (its project&apos;s); the plan&apos;s report then shows it.</source>
        <translation>Die gespeicherte Validierung an Plan ID (dessen Projekts) anhängen; der Bericht des Plans zeigt sie dann.</translation>
    </message>
    <message>
        <source>List the stored validations (newest first) and exit.</source>
        <translation>Die gespeicherten Validierungen auflisten (neueste zuerst) und beenden.</translation>
    </message>
    <message>
        <source>give one fleet: --sim-fleet PRESET, --replica URL ... or --gateway URL</source>
        <translation>eine Flotte angeben: --sim-fleet PRESET, --replica URL ... oder --gateway URL</translation>
    </message>
    <message>
        <source>--virtual runs the simulated fleet only; give --sim-fleet PRESET</source>
        <translation>--virtual führt nur die simulierte Flotte aus; --sim-fleet PRESET angeben</translation>
    </message>
    <message>
        <source>--speed applies to the simulated fleet only</source>
        <translation>--speed gilt nur für die simulierte Flotte</translation>
    </message>
    <message>
        <source>--drill-command applies to replica endpoints or a gateway; drills stop and restart the simulated fleet&apos;s replicas themselves</source>
        <translation>--drill-command gilt für Replikat-Endpunkte oder ein Gateway; Übungen stoppen und starten die Replikate der simulierten Flotte selbst</translation>
    </message>
    <message>
        <source>--speed must be a number above 0</source>
        <translation>--speed muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <source>--speed applies to live runs; --virtual runs as fast as it can</source>
        <translation>--speed gilt für Live-Läufe; --virtual läuft so schnell es kann</translation>
    </message>
    <message>
        <source>give one --gateway URL</source>
        <translation>eine --gateway URL angeben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an http(s) URL</source>
        <translation>&apos;%1&apos; ist keine http(s)-URL</translation>
    </message>
    <message>
        <source>--drill-command: %1</source>
        <translation>--drill-command: %1</translation>
    </message>
    <message>
        <source>--health-timeout must be a time above 0, e.g. 10m</source>
        <translation>--health-timeout muss eine Zeit über 0 sein, z. B. 10m</translation>
    </message>
    <message>
        <source>give the plan as --plan ID (or --project NAME) or as --sizing FILE --sweep ID, not both</source>
        <translation>den Plan als --plan ID (oder --project NAME) oder als --sizing DATEI --sweep ID angeben, nicht beides</translation>
    </message>
    <message>
        <source>--sizing FILE and --sweep ID go together: the plan divides by the sweep&apos;s boundary</source>
        <translation>--sizing DATEI und --sweep ID gehören zusammen: der Plan teilt durch die Grenze des Sweeps</translation>
    </message>
    <message>
        <source>--sim-fleet auto takes the preset of a plan&apos;s sweep: give --plan ID or --sizing FILE --sweep ID, or name the preset</source>
        <translation>--sim-fleet auto nimmt das Preset des Sweeps eines Plans: --plan ID oder --sizing DATEI --sweep ID angeben oder das Preset nennen</translation>
    </message>
    <message>
        <source>--%1 applies to a plan (--plan ID or --sizing FILE --sweep ID)</source>
        <translation>--%1 gilt für einen Plan (--plan ID oder --sizing DATEI --sweep ID)</translation>
    </message>
    <message>
        <source>--lb has no effect on a gateway: it balances the load itself</source>
        <translation>--lb wirkt nicht auf ein Gateway: es verteilt die Last selbst</translation>
    </message>
    <message>
        <source>give the fleet&apos;s size: --replicas N (or validate a plan: --plan ID, or --sizing FILE --sweep ID)</source>
        <translation>die Größe der Flotte angeben: --replicas N (oder einen Plan validieren: --plan ID oder --sizing DATEI --sweep ID)</translation>
    </message>
    <message>
        <source>--replicas %1 but %2 --replica endpoints</source>
        <translation>--replicas %1, aber %2 --replica-Endpunkte</translation>
    </message>
    <message>
        <source>give the load as --rate R (the fleet&apos;s) or --rate-per-replica R, not both</source>
        <translation>die Last als --rate R (die der Flotte) oder --rate-per-replica R angeben, nicht beides</translation>
    </message>
    <message>
        <source>--burst-every must be a time above 0, e.g. 10m</source>
        <translation>--burst-every muss eine Zeit über 0 sein, z. B. 10m</translation>
    </message>
    <message>
        <source>no project named &quot;%1&quot;</source>
        <translation>kein Projekt namens „%1“</translation>
    </message>
    <message>
        <source>--plan must be a plan id (a whole number from 1), got &apos;%1&apos;</source>
        <translation>--plan muss eine Plan-ID sein (eine ganze Zahl ab 1), erhalten &apos;%1&apos;</translation>
    </message>
    <message>
        <source>load: %1 calls/s per replica as given (--rate-per-replica)</source>
        <translation>Last: %1 Aufrufe/s je Replikat wie angegeben (--rate-per-replica)</translation>
    </message>
    <message>
        <source>--peak-to-average must be a number from 1</source>
        <translation>--peak-to-average muss eine Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>--burst must be a time above 0, e.g. 120s</source>
        <translation>--burst muss eine Zeit über 0 sein, z. B. 120s</translation>
    </message>
    <message>
        <source>--diurnal and --bursts without a plan need --peak-to-average X</source>
        <translation>--diurnal und --bursts brauchen ohne Plan --peak-to-average X</translation>
    </message>
    <message>
        <source>--bursts without a plan needs --burst TIME (the burst duration)</source>
        <translation>--bursts braucht ohne Plan --burst ZEIT (die Burst-Dauer)</translation>
    </message>
    <message>
        <source>--burst applies with --bursts</source>
        <translation>--burst gilt mit --bursts</translation>
    </message>
    <message>
        <source>gateway %1</source>
        <translation>Gateway %1</translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation>Endpunkte</translation>
    </message>
    <message>
        <source>its own balancer</source>
        <translation>seinem eigenen Balancer</translation>
    </message>
    <message>
        <source>the simulated fleet runs %1 times faster: about %2 of wall-clock time</source>
        <translation>die simulierte Flotte läuft %1-mal schneller: etwa %2 Wanduhrzeit</translation>
    </message>
    <message>
        <source>drill: %1</source>
        <translation>Übung: %1</translation>
    </message>
    <message>
        <source>schedule lag: p99 %1 ms, max %2 ms</source>
        <translation>Planverzug: p99 %1 ms, max %2 ms</translation>
    </message>
    <message>
        <source>--attach-plan must be a plan id (a whole number from 1; see llmcap-cli plan --project)</source>
        <translation>--attach-plan muss eine Plan-ID sein (eine ganze Zahl ab 1; siehe llmcap-cli plan --project)</translation>
    </message>
    <message>
        <source>Stored as validation %1, attached to plan %2, in %3.</source>
        <translation>Als Validierung %1 gespeichert, an Plan %2 angehängt, in %3.</translation>
    </message>
    <message>
        <source>Stored as validation %1 in %2.</source>
        <translation>Als Validierung %1 in %2 gespeichert.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>NICHT BESTANDEN</translation>
    </message>
    <message>
        <source>, plan %1</source>
        <translation>, Plan %1</translation>
    </message>
    <message>
        <source>No stored validations in %1.</source>
        <translation>Keine gespeicherten Validierungen in %1.</translation>
    </message>
    <message>
        <source>The fleet&apos;s offered load in requests per second (its projected peak); runs per second for a workload with run classes.</source>
        <translation>Die angebotene Last der Flotte in Anfragen pro Sekunde (ihre prognostizierte Spitze); Läufe pro Sekunde bei einer Arbeitslast mit Laufklassen.</translation>
    </message>
    <message>
        <source>runs/s</source>
        <translation>runs/s</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>validating %1 replicas of %2 behind %3 at %4 %5 for %6 in virtual time, %7 drills</source>
        <translation>validiere %1 Replikate von %2 hinter %3 bei %4 %5 für %6 in virtueller Zeit, %7 Übungen</translation>
    </message>
    <message>
        <source>validating %1 replicas of %2 behind %3 at %4 %5 for %6 live, %7 drills</source>
        <translation>validiere %1 Replikate von %2 hinter %3 bei %4 %5 für %6 live, %7 Übungen</translation>
    </message>
</context>
<context>
    <name>ValidationJob</name>
    <message>
        <source>virtual time runs the built-in simulated fleet only</source>
        <translation>virtuelle Zeit läuft nur mit der eingebauten simulierten Flotte</translation>
    </message>
    <message>
        <source>the plan&apos;s SLO needs the database the plan is stored in</source>
        <translation>das SLO des Plans braucht die Datenbank, in der der Plan gespeichert ist</translation>
    </message>
    <message>
        <source>give the SLO the fleet must meet, or a plan whose SLO it is</source>
        <translation>das SLO angeben, das die Flotte einhalten muss, oder einen Plan, dessen SLO es ist</translation>
    </message>
    <message>
        <source>the search&apos;s replica count must not be negative</source>
        <translation>die Replikatzahl der Suche darf nicht negativ sein</translation>
    </message>
    <message>
        <source>the validation was stopped before it was stored</source>
        <translation>die Validierung wurde angehalten, bevor sie gespeichert wurde</translation>
    </message>
</context>
<context>
    <name>ValidationReport</name>
    <message>
        <source>validation: PASSED with %1 replicas against SLO %2</source>
        <translation>Validierung: BESTANDEN mit %1 Repliken gegen SLO %2</translation>
    </message>
    <message>
        <source>validation: FAILED with %1 replicas against SLO %2</source>
        <translation>Validierung: FEHLGESCHLAGEN mit %1 Repliken gegen SLO %2</translation>
    </message>
    <message>
        <source>  offered %1, completed %2, good %3 (%4 %), shed %5, lost %6, errors %7; goodput %8 req/s</source>
        <translation>  angeboten %1, abgeschlossen %2, gut %3 (%4 %), abgewiesen %5, verloren %6, Fehler %7; Goodput %8 req/s</translation>
    </message>
    <message>
        <source>  fleet goodput is %1 x (%2 replicas x the single-replica boundary of %3 req/s)</source>
        <translation>  Goodput der Flotte ist %1 x (%2 Repliken x die Einzelreplik-Grenze von %3 req/s)</translation>
    </message>
    <message>
        <source>  the simulated fleet passes with %1 replicas (same load and drills)</source>
        <translation>  die simulierte Flotte besteht mit %1 Repliken (gleiche Last und Übungen)</translation>
    </message>
    <message>
        <source>  the simulated fleet does not pass with up to %1 replicas</source>
        <translation>  die simulierte Flotte besteht nicht mit bis zu %1 Repliken</translation>
    </message>
    <message>
        <source>  before the drills: met (%1 % good)</source>
        <translation>  vor den Übungen: erfüllt (%1 % gut)</translation>
    </message>
    <message>
        <source>  before the drills: NOT met: %1</source>
        <translation>  vor den Übungen: NICHT erfüllt: %1</translation>
    </message>
    <message>
        <source>did not recover</source>
        <translation>nicht erholt</translation>
    </message>
    <message>
        <source>recovered after %1</source>
        <translation>erholt nach %1</translation>
    </message>
    <message>
        <source>  %1: met; dip to %2 % good per minute, %3; %4 lost, %5 shed</source>
        <translation>  %1: erfüllt; Einbruch auf %2 % gut pro Minute, %3; %4 verloren, %5 abgewiesen</translation>
    </message>
    <message>
        <source>  %1: BROKE the SLO; dip to %2 % good per minute, %3; %4 lost, %5 shed</source>
        <translation>  %1: SLO VERLETZT; Einbruch auf %2 % gut pro Minute, %3; %4 verloren, %5 abgewiesen</translation>
    </message>
    <message>
        <source>    missed: %1</source>
        <translation>    verfehlt: %1</translation>
    </message>
    <message>
        <source>the validation has no replica count</source>
        <translation>die Validierung hat keine Replikatanzahl</translation>
    </message>
    <message>
        <source>the validation has no per-minute rows</source>
        <translation>die Validierung hat keine Minutenzeilen</translation>
    </message>
    <message>
        <source>the validation&apos;s drill &quot;%1&quot; is unreadable</source>
        <translation>die Übung &quot;%1&quot; der Validierung ist unlesbar</translation>
    </message>
    <message>
        <source>  runs: %1 ended, %2 completed (%3 %), %4 failed, %5 cancelled, %6 timed out</source>
        <translation>  Läufe: %1 beendet, %2 abgeschlossen (%3 %), %4 fehlgeschlagen, %5 abgebrochen, %6 mit Zeitüberschreitung</translation>
    </message>
</context>
<context>
    <name>ValidationRepository</name>
    <message>
        <source>there is no plan %1</source>
        <translation>es gibt keinen Plan %1</translation>
    </message>
    <message>
        <source>there is no validation %1</source>
        <translation>es gibt keine Validierung %1</translation>
    </message>
    <message>
        <source>validation %1 is damaged: its record is not JSON</source>
        <translation>Validierung %1 ist beschädigt: ihr Datensatz ist kein JSON</translation>
    </message>
    <message>
        <source>validation %1&apos;s SLO</source>
        <translation>SLO der Validierung %1</translation>
    </message>
    <message>
        <source>validation %1 is damaged: %2</source>
        <translation>Validierung %1 ist beschädigt: %2</translation>
    </message>
</context>
<context>
    <name>ValidationWorkflow</name>
    <message>
        <source>placement &apos;%1&apos;: expected NODE=REPLICA,REPLICA,... (e.g. A=1,2;B=3,4)</source>
        <translation>Platzierung &apos;%1&apos;: erwartet KNOTEN=REPLIK,REPLIK,... (z. B. A=1,2;B=3,4)</translation>
    </message>
    <message>
        <source>placement of node &apos;%1&apos;: &apos;%2&apos; is not a replica number from 1</source>
        <translation>Platzierung von Knoten &apos;%1&apos;: &apos;%2&apos; ist keine Replik-Nummer ab 1</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; valid presets: %2</source>
        <translation>unbekanntes Preset &apos;%1&apos;; gültige Presets: %2</translation>
    </message>
    <message>
        <source>a fleet needs at least one replica</source>
        <translation>eine Flotte benötigt mindestens eine Replik</translation>
    </message>
    <message>
        <source>the fleet&apos;s load must be above 0 requests per second</source>
        <translation>die Last der Flotte muss über 0 Anfragen pro Sekunde liegen</translation>
    </message>
    <message>
        <source>the validation&apos;s duration must be above 0</source>
        <translation>die Dauer der Validierung muss über 0 liegen</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; places replica %2, but the fleet has %3</source>
        <translation>Knoten &apos;%1&apos; platziert Replik %2, aber die Flotte hat %3</translation>
    </message>
    <message>
        <source>the simulated replicas&apos; speed must be above 0</source>
        <translation>die Geschwindigkeit der simulierten Replikate muss über 0 liegen</translation>
    </message>
    <message>
        <source>a diurnal or burst load shape applies to independent requests; a workload with run classes starts its runs at a steady rate</source>
        <translation>eine Tages- oder Burst-Lastform gilt für unabhängige Anfragen; eine Arbeitslast mit Laufklassen startet ihre Läufe mit gleichmäßiger Rate</translation>
    </message>
    <message>
        <source>the validation was stopped before it ended</source>
        <translation>die Validierung wurde angehalten, bevor sie endete</translation>
    </message>
</context>
<context>
    <name>VirtualStepExecutor</name>
    <message>
        <source>virtual time: the simulated engine of preset %1 at speed %2, without HTTP; the times are those a client of the built-in server would see</source>
        <translation>virtuelle Zeit: die simulierte Engine des Presets %1 mit Geschwindigkeit %2, ohne HTTP; die Zeiten sind die, die ein Client des eingebauten Servers sähe</translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <source>must not exceed the largest input length (%1)</source>
        <translation>darf die größte Eingabelänge (%1) nicht überschreiten</translation>
    </message>
    <message>
        <source>give exactly one of after_tokens and after_ms</source>
        <translation>geben Sie genau eines von after_tokens und after_ms an</translation>
    </message>
    <message>
        <source>%1: a workload file holds one object</source>
        <translation>%1: eine Lastdatei enthält ein Objekt</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by another class</source>
        <translation>„%1“ wird von einer anderen Klasse verwendet</translation>
    </message>
    <message>
        <source>classes: at least one class is needed</source>
        <translation>classes: mindestens eine Klasse ist nötig</translation>
    </message>
    <message>
        <source>classes: the weights must not all be zero</source>
        <translation>classes: die Gewichte dürfen nicht alle null sein</translation>
    </message>
    <message>
        <source>is required (LLM calls per run)</source>
        <translation>ist erforderlich (LLM-Aufrufe pro Lauf)</translation>
    </message>
    <message>
        <source>must be below threshold_tokens (%1)</source>
        <translation>muss unter threshold_tokens (%1) liegen</translation>
    </message>
    <message>
        <source>class &apos;%1&apos;: must be an object</source>
        <translation>Klasse &apos;%1&apos;: muss ein Objekt sein</translation>
    </message>
</context>
<context>
    <name>llmcap::AboutDialog</name>
    <message>
        <source>About llmcap</source>
        <translation>Über llmcap</translation>
    </message>
    <message>
        <source>&lt;h2&gt;llmcap %1&lt;/h2&gt;&lt;p&gt;LLM capacity planner: from a sizing request and measured SLO boundaries to a reviewed replica plan.&lt;/p&gt;&lt;p&gt;Three questions stay separate: the footprint of one replica, its sustainable capacity under the SLO, and the total capacity the product needs.&lt;/p&gt;&lt;p&gt;Size for goodput, not raw throughput. Open-loop arrivals. Tails, not averages. Prompts and outputs are never stored by default.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;llmcap %1&lt;/h2&gt;&lt;p&gt;LLM-Kapazitätsplaner: von der Kapazitätsanfrage über gemessene SLO-Grenzen zum geprüften Replikaplan.&lt;/p&gt;&lt;p&gt;Drei Fragen bleiben getrennt: der Platzbedarf einer Replika, ihre nachhaltige Kapazität unter dem SLO und die Gesamtkapazität, die das Produkt braucht.&lt;/p&gt;&lt;p&gt;Dimensionieren nach Goodput, nicht nach rohem Durchsatz. Offene Ankunftsprozesse. Verteilungsränder statt Mittelwerte. Prompts und Ausgaben werden standardmäßig nie gespeichert.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>llmcap::BenchRunner</name>
    <message>
        <source>the run was already started</source>
        <translation>der Lauf wurde bereits gestartet</translation>
    </message>
    <message>
        <source>cannot mark run %1 as ended, so it shows as running until the next start: %2</source>
        <translation>Lauf %1 kann nicht als beendet markiert werden und erscheint bis zum nächsten Start als laufend: %2</translation>
    </message>
    <message>
        <source>%1 of %2 requests could not be stored: %3</source>
        <translation>%1 von %2 Anfragen konnten nicht gespeichert werden: %3</translation>
    </message>
    <message>
        <source>server metrics samples could not be stored: %1</source>
        <translation>Servermetrik-Stichproben konnten nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n arrival(s) of the schedule were never sent: the client fell behind its schedule and the run ended at the window&apos;s end plus the drain timeout</source>
        <translation>
            <numerusform>%n Ankunft des Zeitplans wurde nie gesendet: der Client fiel hinter seinen Zeitplan zurück, und der Lauf endete am Ende des Fensters plus der Auslaufzeit</numerusform>
            <numerusform>%n Ankünfte des Zeitplans wurden nie gesendet: der Client fiel hinter seinen Zeitplan zurück, und der Lauf endete am Ende des Fensters plus der Auslaufzeit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 planned requests need more than the server&apos;s context of %3 tokens (up to %4 tokens of prompt and output): the server will refuse or truncate them</source>
        <translation>%1 von %2 geplanten Anfragen brauchen mehr als den Kontext des Servers von %3 Tokens (bis zu %4 Tokens aus Prompt und Ausgabe): der Server wird sie ablehnen oder kürzen</translation>
    </message>
    <message>
        <source>the database is full</source>
        <translation>die Datenbank ist voll</translation>
    </message>
</context>
<context>
    <name>llmcap::BenchmarkPage</name>
    <message>
        <source>Open-loop sweeps against an OpenAI-compatible endpoint, or the built-in simulated server, raising the offered load step by step until a constraint breaks: TTFT, ITL, TPOT, queue time, SLO attainment, errors, KV-cache pressure.</source>
        <translation>Open-Loop-Sweeps gegen einen OpenAI-kompatiblen Endpunkt oder den eingebauten simulierten Server: die angebotene Last steigt Schritt für Schritt, bis eine Bedingung bricht – TTFT, ITL, TPOT, Wartezeit, SLO-Erfüllung, Fehler, KV-Cache-Druck.</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>&amp;Start sweep</source>
        <translation>Sweep &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Runs the sweep set up below; with nothing filled in, the default sweep against the built-in simulated server.</source>
        <translation>Führt den unten eingerichteten Sweep aus; ist nichts ausgefüllt, den Standard-Sweep gegen den eingebauten simulierten Server.</translation>
    </message>
    <message>
        <source>Holds the sweep after the step in progress.</source>
        <translation>Hält den Sweep nach der laufenden Stufe an.</translation>
    </message>
    <message>
        <source>Continues a paused sweep with its next step, or a stopped sweep from its stored steps.</source>
        <translation>Setzt einen angehaltenen Sweep mit seiner nächsten Stufe fort oder einen gestoppten Sweep ab seinen gespeicherten Stufen.</translation>
    </message>
    <message>
        <source>Drops the step in progress; finished steps stay stored and the sweep can be resumed.</source>
        <translation>Verwirft die laufende Stufe; fertige Stufen bleiben gespeichert und der Sweep kann fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <source>Live view</source>
        <translation>Live-Ansicht</translation>
    </message>
    <message>
        <source>No database is open: sweeps are stored as they run.</source>
        <translation>Keine Datenbank geöffnet: Sweeps werden während des Laufs gespeichert.</translation>
    </message>
    <message>
        <source>The set-up is not complete: %1</source>
        <translation>Die Einrichtung ist unvollständig: %1</translation>
    </message>
    <message>
        <source>The sweep cannot start: %1</source>
        <translation>Der Sweep kann nicht starten: %1</translation>
    </message>
    <message>
        <source>The sweep cannot be resumed: %1</source>
        <translation>Der Sweep kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>Continues the sweep from its stored steps, against the target it recorded.</source>
        <translation>Setzt den Sweep ab seinen gespeicherten Stufen fort, gegen das Ziel, das er aufgezeichnet hat.</translation>
    </message>
    <message>
        <source>sweep %1</source>
        <translation>Sweep %1</translation>
    </message>
    <message>
        <source>%1 (sweep %2)</source>
        <translation>%1 (Sweep %2)</translation>
    </message>
    <message>
        <source>the built-in server (%1 at %2x)</source>
        <translation>den eingebauten Server (%1 mit %2x)</translation>
    </message>
    <message>
        <source>The last sweep, %1 against %2, was stopped (stored steps: %4, the last on %3).</source>
        <translation>Der letzte Sweep, %1 gegen %2, wurde angehalten (gespeicherte Stufen: %4, die letzte am %3).</translation>
    </message>
    <message>
        <source>It can continue from its stored steps.</source>
        <translation>Er kann ab seinen gespeicherten Stufen fortgesetzt werden.</translation>
    </message>
    <message>
        <source>It used an API key: choose its source under Target on the Set-up tab first.</source>
        <translation>Er verwendete einen API-Schlüssel: Wählen Sie zuerst dessen Quelle unter „Ziel“ im Reiter Einrichtung.</translation>
    </message>
    <message>
        <source>Resume sweep %1</source>
        <translation>Sweep %1 fortsetzen</translation>
    </message>
    <message>
        <source>The sweep cannot be resumed without the secrets that are never stored (%1): enter the endpoint with them under Target on the Set-up tab, then resume.</source>
        <translation>Der Sweep kann nicht ohne die Geheimnisse fortgesetzt werden, die nie gespeichert werden (%1): Geben Sie den Endpunkt mit ihnen unter „Ziel“ im Reiter Einrichtung ein und setzen Sie dann fort.</translation>
    </message>
    <message>
        <source>It needs secrets that are never stored (%1): enter them under Target on the Set-up tab first.</source>
        <translation>Er braucht Geheimnisse, die nie gespeichert werden (%1): Geben Sie sie zuerst unter „Ziel“ im Reiter Einrichtung ein.</translation>
    </message>
    <message>
        <source>The last sweep, %1 against %2, is running in another process (%3; stored steps: %4).</source>
        <translation>Der letzte Sweep, %1 gegen %2, läuft in einem anderen Prozess (%3; gespeicherte Stufen: %4).</translation>
    </message>
    <message>
        <source>The last sweep, %1 against %2, did not finish (stored steps: %4, the last on %3): the application closed or crashed.</source>
        <translation>Der letzte Sweep, %1 gegen %2, wurde nicht beendet (gespeicherte Stufen: %4, die letzte am %3): Die Anwendung wurde geschlossen oder ist abgestürzt.</translation>
    </message>
</context>
<context>
    <name>llmcap::ComparePanel</name>
    <message>
        <source>%1: no boundary</source>
        <translation>%1: keine Grenze</translation>
    </message>
    <message>
        <source>%1: boundary %2 req/s (%3-%4)</source>
        <translation>%1: Grenze %2 Anfr./s (%3–%4)</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>ITL</source>
        <translation>ITL</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Queue time (server)</source>
        <translation>Wartezeit (Server)</translation>
    </message>
    <message>
        <source>Serving configuration</source>
        <translation>Serving-Konfiguration</translation>
    </message>
    <message>
        <source>Pick two sweeps to compare.</source>
        <translation>Zwei Sweeps zum Vergleich wählen.</translation>
    </message>
    <message>
        <source>SLO boundary %1</source>
        <translation>SLO-Grenze %1</translation>
    </message>
    <message>
        <source>The SLOs differ: the thresholds drawn are those of %1.</source>
        <translation>Die SLOs unterscheiden sich: Die eingezeichneten Schwellen sind die von %1.</translation>
    </message>
    <message>
        <source>The serving configurations are the same.</source>
        <translation>Die Serving-Konfigurationen sind gleich.</translation>
    </message>
    <message>
        <source>One field differs (highlighted).</source>
        <translation>Ein Feld unterscheidet sich (hervorgehoben).</translation>
    </message>
    <message>
        <source>%1 fields differ (highlighted).</source>
        <translation>%1 Felder unterscheiden sich (hervorgehoben).</translation>
    </message>
    <message>
        <source>%1: no boundary, at least %2 req/s (no step failed)</source>
        <translation>%1: keine Grenze, mindestens %2 Anfr./s (keine Stufe gescheitert)</translation>
    </message>
    <message>
        <source>Sweep (full colour):</source>
        <translation>Sweep (volle Farbe):</translation>
    </message>
    <message>
        <source>against (paler, points marked):</source>
        <translation>gegen (blasser, Punkte markiert):</translation>
    </message>
    <message>
        <source>%1: full colour</source>
        <translation>%1: volle Farbe</translation>
    </message>
    <message>
        <source>%1: paler, points marked</source>
        <translation>%1: blasser, Punkte markiert</translation>
    </message>
    <message>
        <source>The SLO thresholds, boundary and planned rate drawn are those of %1.</source>
        <translation>Die gezeichneten SLO-Schwellen, Grenze und geplante Rate sind die von %1.</translation>
    </message>
</context>
<context>
    <name>llmcap::CustomModelEditor</name>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source> B</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source>Load &amp;config.json...</source>
        <translation>&amp;config.json laden...</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Schichten:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Hidden Size:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Attention-Heads:</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV-Heads:</translation>
    </message>
    <message>
        <source>Head dimension:</source>
        <translation>Head-Dimension:</translation>
    </message>
    <message>
        <source>Maximum context:</source>
        <translation>Maximaler Kontext:</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <source>Active parameters:</source>
        <translation>Aktive Parameter:</translation>
    </message>
    <message>
        <source>Experts (0 = dense):</source>
        <translation>Experten (0 = dicht):</translation>
    </message>
    <message>
        <source>MLA latent (0 = none):</source>
        <translation>MLA-Latent (0 = keins):</translation>
    </message>
    <message>
        <source>Multi-head latent attention (DeepSeek): one latent per layer instead of keys and values.</source>
        <translation>Multi-Head Latent Attention (DeepSeek): ein Latent pro Schicht statt Keys und Values.</translation>
    </message>
    <message>
        <source>Hugging Face config.json</source>
        <translation>Hugging-Face-config.json</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>llmcap::DeploymentEditor</name>
    <message>
        <source>from the footprint</source>
        <translation>aus dem Speicherbedarf</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPUs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>von Hand eingetragen</translation>
    </message>
    <message>
        <source>a sweep to the SLO boundary</source>
        <translation>einem Sweep bis zur SLO-Grenze</translation>
    </message>
    <message>
        <source>the simulator&apos;s estimate (preliminary)</source>
        <translation>der Schätzung des Simulators (vorläufig)</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> Anfragen/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>packed (fill nodes)</source>
        <translation>gepackt (Knoten füllen)</translation>
    </message>
    <message>
        <source>spread (one replica per node)</source>
        <translation>verteilt (ein Replikat pro Knoten)</translation>
    </message>
    <message>
        <source>Sustainable load per replica</source>
        <translation>Tragbare Last pro Replikat</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>Where the sustainable load comes from.</source>
        <translation>Woher die tragbare Last stammt.</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>&amp;Rate:</translation>
    </message>
    <message>
        <source>The highest offered load at which one replica keeps the SLO attainment.</source>
        <translation>Die höchste angebotene Last, bei der ein Replikat die SLO-Erfüllung hält.</translation>
    </message>
    <message>
        <source>&amp;Lower bound:</source>
        <translation>&amp;Untere Grenze:</translation>
    </message>
    <message>
        <source>Lower confidence bound; the plan divides by it.</source>
        <translation>Untere Konfidenzgrenze; der Plan teilt durch sie.</translation>
    </message>
    <message>
        <source>&amp;Upper bound:</source>
        <translation>&amp;Obere Grenze:</translation>
    </message>
    <message>
        <source>Upper confidence bound, for the range.</source>
        <translation>Obere Konfidenzgrenze, für den Bereich.</translation>
    </message>
    <message>
        <source>Where the value comes from.</source>
        <translation>Woher der Wert stammt.</translation>
    </message>
    <message>
        <source>Placement and start-up</source>
        <translation>Platzierung und Start</translation>
    </message>
    <message>
        <source>GPUs per &amp;replica:</source>
        <translation>GPUs pro Re&amp;plikat:</translation>
    </message>
    <message>
        <source>Tensor x pipeline parallelism of one replica; taken from the footprint (Serving config page) when 0.</source>
        <translation>Tensor- x Pipeline-Parallelität eines Replikats; bei 0 aus dem Speicherbedarf (Seite Serving-Konfiguration) übernommen.</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>GPUs pro &amp;Knoten:</translation>
    </message>
    <message>
        <source>Decides how many replicas one node loss takes.</source>
        <translation>Bestimmt, wie viele Replikate ein Knotenausfall mitnimmt.</translation>
    </message>
    <message>
        <source>&amp;Placement:</source>
        <translation>Pl&amp;atzierung:</translation>
    </message>
    <message>
        <source>Packed replicas fill nodes, so a node loss takes all replicas on it; spread replicas sit one per node.</source>
        <translation>Gepackte Replikate füllen Knoten, ein Knotenausfall nimmt also alle Replikate darauf mit; verteilte Replikate liegen einzeln pro Knoten.</translation>
    </message>
    <message>
        <source>Zones or racks the replicas are spread over, for the loss of a failure domain.</source>
        <translation>Zonen oder Racks, über die die Replikate verteilt sind, für den Verlust einer Ausfalldomäne.</translation>
    </message>
    <message>
        <source>Replica s&amp;tart-up:</source>
        <translation>S&amp;tartzeit eines Replikats:</translation>
    </message>
    <message>
        <source>Placement, weight load, KV allocation, warm-up and readiness. Longer than a burst or the recovery time: the replicas must be kept warm.</source>
        <translation>Platzierung, Laden der Gewichte, KV-Reservierung, Aufwärmen und Bereitschaft. Länger als eine Lastspitze oder die Wiederherstellungszeit: Die Replikate müssen warm gehalten werden.</translation>
    </message>
    <message>
        <source>Estimate with the si&amp;mulator</source>
        <translation>Mit dem Si&amp;mulator schätzen</translation>
    </message>
    <message>
        <source>Runs the built-in simulator, sized like the replica, at rising request rates in virtual time and takes the highest rate that meets the SLO, with a range of x 0.5 to x 1.5.</source>
        <translation>Lässt den eingebauten Simulator, bemessen wie das Replikat, mit steigenden Anfrageraten in virtueller Zeit laufen und nimmt die höchste Rate, die das SLO erfüllt, mit einem Bereich von x 0,5 bis x 1,5.</translation>
    </message>
    <message>
        <source>%1 (footprint)</source>
        <translation>%1 (Speicherbedarf)</translation>
    </message>
    <message>
        <source>S&amp;weep:</source>
        <translation>S&amp;weep:</translation>
    </message>
    <message>
        <source>The stored sweep whose boundary is the sustainable load; the plan divides by the lower bound of its confidence interval, and the report draws its curves.</source>
        <translation>Der gespeicherte Sweep, dessen Grenze die tragbare Last ist; der Plan teilt durch die untere Grenze seines Konfidenzintervalls, und der Bericht zeichnet seine Kurven.</translation>
    </message>
    <message>
        <source>sweep %1 (not stored)</source>
        <translation>Sweep %1 (nicht gespeichert)</translation>
    </message>
    <message>
        <source>The rate is the boundary of the chosen sweep; the plan divides by its lower bound, and the report carries the sweep&apos;s curves with the SLO lines.</source>
        <translation>Die Rate ist die Grenze des gewählten Sweeps; der Plan teilt durch ihre untere Grenze, und der Bericht enthält die Kurven des Sweeps mit den SLO-Linien.</translation>
    </message>
    <message>
        <source>Stored sweeps to the SLO boundary can fill this in: choose &quot;a sweep to the SLO boundary&quot; above. Otherwise enter the lower confidence bound of a measurement made elsewhere, or let the simulator estimate it (preliminary).</source>
        <translation>Gespeicherte Sweeps bis zur SLO-Grenze können diesen Wert liefern: oben „einem Sweep bis zur SLO-Grenze“ wählen. Sonst die untere Konfidenzgrenze einer anderswo gemachten Messung eingeben oder den Simulator schätzen lassen (vorläufig).</translation>
    </message>
    <message>
        <source>No sweep is stored yet: run one on the Benchmark page or with llmcap-cli sweep (llmcap-cli demo runs one on the demo). Until then, enter the lower confidence bound of a measurement made elsewhere, or let the simulator estimate it (preliminary).</source>
        <translation>Noch kein Sweep gespeichert: einen auf der Seite Benchmark oder mit llmcap-cli sweep ausführen (llmcap-cli demo führt einen am Demoprojekt aus). Bis dahin die untere Konfidenzgrenze einer anderswo gemachten Messung eingeben oder den Simulator schätzen lassen (vorläufig).</translation>
    </message>
    <message>
        <source>Choose the sweep above: no sweep has finished with a boundary, so none is chosen for you. A plan on an unfinished sweep is preliminary and says so.</source>
        <translation>Wählen Sie oben den Sweep: Kein Sweep ist mit einer Grenze beendet, daher wird keiner für Sie gewählt. Ein Plan auf einem unfertigen Sweep ist vorläufig und sagt das.</translation>
    </message>
    <message>
        <source> runs/s</source>
        <translation> runs/s</translation>
    </message>
    <message>
        <source>The rates count runs of a run class, in runs/s; the calls per run are not known.</source>
        <translation>Die Raten zählen Läufe einer Laufklasse, in runs/s; die Aufrufe je Lauf sind nicht bekannt.</translation>
    </message>
    <message>
        <source>The rates count runs of a run class: %1 runs/s (%2 calls/s), lower bound %3 runs/s (%4 calls/s), at %5 calls per run.</source>
        <translation>Die Raten zählen Läufe einer Laufklasse: %1 runs/s (%2 Aufrufe/s), untere Schranke %3 runs/s (%4 Aufrufe/s), bei %5 Aufrufen je Lauf.</translation>
    </message>
    <message>
        <source>none (the catalog&apos;s)</source>
        <translation>keiner (der des Katalogs)</translation>
    </message>
    <message>
        <source>e.g. list price, cloud on-demand, 2026-11</source>
        <translation>z. B. Listenpreis, Cloud On-Demand, 2026-11</translation>
    </message>
    <message>
        <source>Price per GPU-hour (this project)</source>
        <translation>Preis pro GPU-Stunde (dieses Projekt)</translation>
    </message>
    <message>
        <source>P&amp;rice:</source>
        <translation>P&amp;reis:</translation>
    </message>
    <message>
        <source>What one GPU costs per hour; the plan&apos;s monthly cost counts 730 h a month. Wins over the GPU catalog&apos;s price.</source>
        <translation>Was eine GPU pro Stunde kostet; die monatlichen Kosten des Plans rechnen mit 730 h pro Monat. Hat Vorrang vor dem Preis des GPU-Katalogs.</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>ISO 4217 code of the price, e.g. USD or EUR.</source>
        <translation>Code nach ISO 4217 für den Preis, z. B. USD oder EUR.</translation>
    </message>
    <message>
        <source>Price so&amp;urce:</source>
        <translation>Preis&amp;quelle:</translation>
    </message>
    <message>
        <source>Where the price comes from, shown beside the cost in the plan and the report.</source>
        <translation>Woher der Preis stammt; wird im Plan und im Bericht neben den Kosten angezeigt.</translation>
    </message>
    <message>
        <source>The plan&apos;s cost uses this price.</source>
        <translation>Die Kosten des Plans verwenden diesen Preis.</translation>
    </message>
    <message>
        <source>The GPU catalog&apos;s price applies: %1 %2 per GPU-hour (%3).</source>
        <translation>Es gilt der Preis des GPU-Katalogs: %1 %2 pro GPU-Stunde (%3).</translation>
    </message>
    <message>
        <source>No price set: the plan leaves the cost out.</source>
        <translation>Kein Preis festgelegt: Der Plan lässt die Kosten weg.</translation>
    </message>
    <message>
        <source>Not&amp;es:</source>
        <translation>Noti&amp;zen:</translation>
    </message>
    <message>
        <source>Failure &amp;domains:</source>
        <translation>A&amp;usfalldomänen:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Breach probabilit&amp;y:</source>
        <translation>Überlast&amp;wahrscheinlichkeit:</translation>
    </message>
    <message>
        <source>The chance you accept that the projected peak exceeds what the serving replicas sustain, given the boundary&apos;s uncertainty. The plan states each envelope&apos;s breach probability and adds serving replicas where it is above this target.</source>
        <translation>Die Wahrscheinlichkeit, die Sie hinnehmen, dass die projizierte Spitze übersteigt, was die bedienenden Replikate tragen, bei der Unsicherheit der Grenze. Der Plan nennt die Überlastwahrscheinlichkeit jedes Kapazitätsrahmens und fügt bedienende Replikate hinzu, wo sie über diesem Ziel liegt.</translation>
    </message>
    <message>
        <source>The boundary the sweep&apos;s twin models for another SLO or workload, without new endpoint time; shown, not applied to the plan.</source>
        <translation>Die Grenze, die der Zwilling des Sweeps für ein anderes SLO oder eine andere Last modelliert, ohne neue Endpunktzeit; angezeigt, nicht auf den Plan angewandt.</translation>
    </message>
    <message>
        <source>What-&amp;if (modeled)...</source>
        <translation>Was-wäre-wenn (modell&amp;iert)...</translation>
    </message>
</context>
<context>
    <name>llmcap::DrillTimelineChart</name>
    <message>
        <source>Validation timeline</source>
        <translation>Validierungs-Zeitverlauf</translation>
    </message>
    <message>
        <source>minute</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>good requests %</source>
        <translation>gute Anfragen %</translation>
    </message>
    <message>
        <source>per replica / min</source>
        <translation>pro Replik / min</translation>
    </message>
    <message>
        <source>requests per replica</source>
        <translation>Anfragen pro Replik</translation>
    </message>
</context>
<context>
    <name>llmcap::FirstStepsStrip</name>
    <message>
        <source>First steps:</source>
        <translation>Erste Schritte:</translation>
    </message>
    <message>
        <source>The capacity-planning loop, in order. A tick marks a step this project has done; the filled number is the step to do next. Click a step to open its page.</source>
        <translation>Der Ablauf der Kapazitätsplanung, der Reihe nach. Ein Haken markiert einen Schritt, den dieses Projekt erledigt hat; die gefüllte Zahl ist der nächste Schritt. Ein Klick auf einen Schritt öffnet seine Seite.</translation>
    </message>
    <message>
        <source>Hide the first steps (Help &gt; Show the First Steps brings them back)</source>
        <translation>Die ersten Schritte ausblenden (Hilfe &gt; Erste Schritte zeigen holt sie zurück)</translation>
    </message>
    <message>
        <source>Hide the first steps</source>
        <translation>Die ersten Schritte ausblenden</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>Erledigt: %1</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>Optional: %1</source>
        <translation>Optional: %1</translation>
    </message>
</context>
<context>
    <name>llmcap::FootprintPanel</name>
    <message>
        <source>Custom model...</source>
        <translation>Eigenes Modell...</translation>
    </message>
    <message>
        <source>the model&apos;s maximum</source>
        <translation>Maximum des Modells</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>From the catalog (resources/catalogs/models.json).</source>
        <translation>Aus dem Katalog (resources/catalogs/models.json).</translation>
    </message>
    <message>
        <source>Sized by the memory the runtime sees, not the nominal size.</source>
        <translation>Bemessen nach dem Speicher, den die Laufzeit sieht, nicht nach der Nenngröße.</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>&amp;Gewichte:</translation>
    </message>
    <message>
        <source>Bytes per parameter: BF16/FP16 2, FP8/INT8 1, INT4/NVFP4 0.5 plus group scales.</source>
        <translation>Bytes pro Parameter: BF16/FP16 2, FP8/INT8 1, INT4/NVFP4 0,5 plus Gruppenskalen.</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>&amp;KV-Cache:</translation>
    </message>
    <message>
        <source>FP8 halves the KV cache per token.</source>
        <translation>FP8 halbiert den KV-Cache pro Token.</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>&amp;Tensor-Parallelität:</translation>
    </message>
    <message>
        <source>TP must divide the attention head count.</source>
        <translation>TP muss die Zahl der Attention-Heads teilen.</translation>
    </message>
    <message>
        <source>PP must divide the layer count.</source>
        <translation>PP muss die Zahl der Schichten teilen.</translation>
    </message>
    <message>
        <source>Max model &amp;length:</source>
        <translation>Maximale Modell&amp;länge:</translation>
    </message>
    <message>
        <source>vLLM max_model_len: the longest sequence one request may reach.</source>
        <translation>vLLM max_model_len: die längste Sequenz, die eine Anfrage erreichen darf.</translation>
    </message>
    <message>
        <source>vLLM --gpu-memory-utilization: the share of GPU memory the runtime may use.</source>
        <translation>vLLM --gpu-memory-utilization: der Anteil des GPU-Speichers, den die Laufzeit nutzen darf.</translation>
    </message>
    <message>
        <source>&amp;Concurrency at:</source>
        <translation>&amp;Parallelität bei:</translation>
    </message>
    <message>
        <source>Context per sequence for the concurrency figure (e.g. the workload&apos;s p95).</source>
        <translation>Kontext pro Sequenz für die Parallelitätsangabe (z. B. das p95 des Lastprofils).</translation>
    </message>
    <message>
        <source>&amp;Use for the plan</source>
        <translation>Für den Plan &amp;übernehmen</translation>
    </message>
    <message>
        <source>Store this replica configuration with the project: the plan takes its GPUs per replica from it.</source>
        <translation>Diese Replikat-Konfiguration beim Projekt speichern: Der Plan übernimmt daraus die GPUs pro Replikat.</translation>
    </message>
    <message>
        <source>Weights per GPU:</source>
        <translation>Gewichte pro GPU:</translation>
    </message>
    <message>
        <source>KV cache per token:</source>
        <translation>KV-Cache pro Token:</translation>
    </message>
    <message>
        <source>KV capacity:</source>
        <translation>KV-Kapazität:</translation>
    </message>
    <message>
        <source>Concurrency:</source>
        <translation>Parallelität:</translation>
    </message>
    <message>
        <source>Tensor parallelism:</source>
        <translation>Tensor-Parallelität:</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>Gewichte pro GPU</translation>
    </message>
    <message>
        <source>KV capacity (tokens)</source>
        <translation>KV-Kapazität (Tokens)</translation>
    </message>
    <message>
        <source>Sequences at context</source>
        <translation>Sequenzen beim Kontext</translation>
    </message>
    <message>
        <source>Valid tensor-parallel sizes:</source>
        <translation>Gültige Tensor-Parallelitäten:</translation>
    </message>
    <message>
        <source>Formula and inputs:</source>
        <translation>Formel und Eingaben:</translation>
    </message>
    <message>
        <source>smallest that fits</source>
        <translation>kleinste passende</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 on %2 x %3 fits&lt;/b&gt;: %4 tokens of KV cache.</source>
        <translation>&lt;b&gt;%1 passt auf %2 x %3&lt;/b&gt;: %4 Tokens KV-Cache.</translation>
    </message>
    <message>
        <source>%1 (whole model), %2 per GPU</source>
        <translation>%1 (ganzes Modell), %2 pro GPU</translation>
    </message>
    <message>
        <source>%1 tokens in %2 blocks (%3 per GPU)</source>
        <translation>%1 Tokens in %2 Blöcken (%3 pro GPU)</translation>
    </message>
    <message>
        <source>%1 sequences at the full %2 tokens; %3 at %4 tokens</source>
        <translation>%1 Sequenzen bei vollen %2 Tokens; %3 bei %4 Tokens</translation>
    </message>
    <message>
        <source>smallest that fits: %1; valid: %2</source>
        <translation>kleinste passende: %1; gültig: %2</translation>
    </message>
    <message>
        <source>none up to 8</source>
        <translation>keine bis 8</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Footprint</source>
        <translation>Speicherbedarf</translation>
    </message>
    <message>
        <source>G&amp;PU:</source>
        <translation>G&amp;PU:</translation>
    </message>
    <message>
        <source>P&amp;ipeline parallel:</source>
        <translation>P&amp;ipeline-Parallelität:</translation>
    </message>
    <message>
        <source>GPU memory utili&amp;zation:</source>
        <translation>GPU-Speicher&amp;auslastung:</translation>
    </message>
    <message>
        <source>model %1 (from model_ids)</source>
        <translation>Modell %1 (aus model_ids)</translation>
    </message>
</context>
<context>
    <name>llmcap::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Show the &amp;First Steps</source>
        <translation>&amp;Erste Schritte zeigen</translation>
    </message>
    <message>
        <source>&amp;Guide to the Desktop App</source>
        <translation>&amp;Leitfaden zur Desktop-App</translation>
    </message>
    <message>
        <source>&amp;Reference</source>
        <translation>&amp;Referenz</translation>
    </message>
    <message>
        <source>Open the &amp;Documentation Folder</source>
        <translation>&amp;Ordner der Dokumentation öffnen</translation>
    </message>
    <message>
        <source>&amp;About llmcap</source>
        <translation>Ü&amp;ber llmcap</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>Dokumentation</translation>
    </message>
    <message>
        <source>No program is set up to open %1; open it with any text editor or Markdown viewer.</source>
        <translation>Kein Programm ist zum Öffnen von %1 eingerichtet; öffnen Sie die Datei mit einem Texteditor oder Markdown-Betrachter.</translation>
    </message>
    <message>
        <source>The documentation was not found on this computer. Install the llmcap package, or set LLMCAP_DOCS_DIR to a copy of the docs folder.</source>
        <translation>Die Dokumentation wurde auf diesem Rechner nicht gefunden. Installieren Sie das llmcap-Paket oder setzen Sie LLMCAP_DOCS_DIR auf eine Kopie des Ordners docs.</translation>
    </message>
    <message>
        <source>Looked in:</source>
        <translation>Gesucht in:</translation>
    </message>
</context>
<context>
    <name>llmcap::HistogramChart</name>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
</context>
<context>
    <name>llmcap::HistoryPanel</name>
    <message>
        <source>Hide sweep steps</source>
        <translation>Sweep-Stufen ausblenden</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Compare the two selected sweeps</source>
        <translation>Die zwei gewählten Sweeps vergleichen</translation>
    </message>
    <message>
        <source>Runs and sweeps</source>
        <translation>Läufe und Sweeps</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Sweeps</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Jeder Status</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>Alle Projekte</translation>
    </message>
    <message>
        <source>Model, endpoint or name</source>
        <translation>Modell, Endpunkt oder Name</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Date range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Read the runs and sweeps from the database again</source>
        <translation>Die Läufe und Sweeps erneut aus der Datenbank lesen</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Import a vLLM bench serve, GuideLLM or AIPerf result file as external runs.</source>
        <translation>Eine Ergebnisdatei von vLLM bench serve, GuideLLM oder AIPerf als externe Läufe importieren.</translation>
    </message>
</context>
<context>
    <name>llmcap::HistoryTableModel</name>
    <message>
        <source>%1 requests</source>
        <translation>%1 Anfragen</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 Stufen</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 Anfr./s</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Run or sweep</source>
        <translation>Lauf oder Sweep</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Umfang</translation>
    </message>
    <message>
        <source>Errors %</source>
        <translation>Fehler %</translation>
    </message>
    <message>
        <source>TTFT p99 ms</source>
        <translation>TTFT p99 ms</translation>
    </message>
    <message>
        <source>SLO boundary</source>
        <translation>SLO-Grenze</translation>
    </message>
    <message>
        <source>Imported from %1: its metrics keep the tool&apos;s own names where they are not llmcap&apos;s definitions.</source>
        <translation>Importiert aus %1: Seine Metriken behalten die eigenen Namen des Werkzeugs, wo sie nicht den Definitionen von llmcap entsprechen.</translation>
    </message>
    <message>
        <source>at least %1 req/s</source>
        <translation>mindestens %1 Anfr./s</translation>
    </message>
    <message>
        <source>%1 completed</source>
        <translation>%1 abgeschlossen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>llmcap::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Project...</source>
        <translation>&amp;Neues Projekt...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>Projekt ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Database File...</source>
        <translation>&amp;Datenbankdatei öffnen...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>%1 - llmcap</source>
        <translation>%1 – llmcap</translation>
    </message>
    <message>
        <source>Project: %1 | Database: %2</source>
        <translation>Projekt: %1 | Datenbank: %2</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>Kein Projekt geöffnet</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Projekt:</translation>
    </message>
    <message>
        <source>Open or Create Database</source>
        <translation>Datenbank öffnen oder anlegen</translation>
    </message>
    <message>
        <source>llmcap databases (*.sqlite *.db);;All files (*)</source>
        <translation>llmcap-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>llmcap</source>
        <translation>llmcap</translation>
    </message>
    <message>
        <source>Database also open in %1</source>
        <translation>Datenbank auch geöffnet in %1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Back to the page shown before (Alt+Left)</source>
        <translation>Zurück zur vorher gezeigten Seite (Alt+Links)</translation>
    </message>
    <message>
        <source>First steps hidden; Help &gt; Show the First Steps brings them back.</source>
        <translation>Erste Schritte ausgeblendet; Hilfe &gt; Erste Schritte zeigen holt sie zurück.</translation>
    </message>
</context>
<context>
    <name>llmcap::OutcomeTableModel</name>
    <message>
        <source>error (counts against the SLO&apos;s error-rate limit)</source>
        <translation>Fehler (zählt gegen die Fehlerratengrenze des SLO)</translation>
    </message>
    <message>
        <source>not an error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>% of due</source>
        <translation>% der fälligen</translation>
    </message>
</context>
<context>
    <name>llmcap::ParetoPanel</name>
    <message>
        <source>Tick the sweeps to show. Each step is a point: how fast one user&apos;s answer streams (1000 / median TPOT) against the output one GPU produces; up and to the right is better.</source>
        <translation>Wählen Sie die anzuzeigenden Sweeps aus. Jeder Schritt ist ein Punkt: wie schnell die Antwort für einen Nutzer streamt (1000 / Median-TPOT) gegen die Ausgabe, die eine GPU erzeugt; oben rechts ist besser.</translation>
    </message>
    <message>
        <source>output tokens/s per GPU</source>
        <translation>Ausgabe-Tokens/s pro GPU</translation>
    </message>
    <message>
        <source>output tokens/s per user</source>
        <translation>Ausgabe-Tokens/s pro Nutzer</translation>
    </message>
    <message>
        <source>No sweep is stored yet.</source>
        <translation>Noch kein Sweep gespeichert.</translation>
    </message>
    <message>
        <source>Tick a sweep to show its steps.</source>
        <translation>Wählen Sie einen Sweep aus, um seine Schritte anzuzeigen.</translation>
    </message>
    <message>
        <source>No finished step of these sweeps streamed output tokens.</source>
        <translation>Kein abgeschlossener Schritt dieser Sweeps hat Ausgabe-Tokens gestreamt.</translation>
    </message>
    <message>
        <source>Output per user against output per GPU</source>
        <translation>Ausgabe pro Nutzer gegen Ausgabe pro GPU</translation>
    </message>
    <message>
        <source>#%1 met the SLO</source>
        <translation>#%1 SLO eingehalten</translation>
    </message>
    <message>
        <source>#%1 missed it</source>
        <translation>#%1 verfehlt</translation>
    </message>
    <message>
        <source>#%1 SLO boundary</source>
        <translation>#%1 SLO-Grenze</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>Front</translation>
    </message>
</context>
<context>
    <name>llmcap::PercentileTableModel</name>
    <message>
        <source>Queue (server)</source>
        <translation>Wartezeit (Server)</translation>
    </message>
    <message>
        <source>all classes</source>
        <translation>alle Klassen</translation>
    </message>
    <message>
        <source>%1 %2 rests on %3 samples (%4 needed): read it as a rough value</source>
        <translation>%1 %2 beruht auf %3 Stichproben (%4 nötig): nur als grober Wert zu lesen</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>Mean ms</source>
        <translation>Mittel ms</translation>
    </message>
</context>
<context>
    <name>llmcap::PlanChartWidget</name>
    <message>
        <source>No replica count yet: the plan needs a sustainable load per replica.</source>
        <translation>Noch keine Replikatzahl: Der Plan braucht eine tragbare Last pro Replikat.</translation>
    </message>
</context>
<context>
    <name>llmcap::PlanPage</name>
    <message>
        <source>The capacity the product needs: base replicas from projected peak load divided by the sustainable load of one replica, plus reserve for the failure topology, rollouts, growth and warm start-up, with every assumption listed.</source>
        <translation>Die Kapazität, die das Produkt braucht: Basisreplikas aus erwarteter Spitzenlast geteilt durch die nachhaltige Last einer Replika, dazu Reserve für Ausfalltopologie, Rollouts, Wachstum und warmen Start – mit allen Annahmen aufgelistet.</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
</context>
<context>
    <name>llmcap::PlanPanel</name>
    <message>
        <source>&amp;Save plan to the project</source>
        <translation>Plan beim Projekt &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Assumptions</source>
        <translation>&amp;Annahmen</translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)...</source>
        <translation>&amp;Bericht exportieren (PDF)...</translation>
    </message>
    <message>
        <source>Preliminary.</source>
        <translation>Vorläufig.</translation>
    </message>
    <message>
        <source>and %1 more (see the assumptions)</source>
        <translation>und %1 weitere (siehe Annahmen)</translation>
    </message>
    <message>
        <source>Every input the arithmetic needs is given; the range comes from the sustainable load&apos;s confidence interval.</source>
        <translation>Jede Eingabe, die die Rechnung braucht, ist angegeben; der Bereich stammt aus dem Konfidenzintervall der tragbaren Last.</translation>
    </message>
    <message>
        <source>Filled in by llmcap: the sizing request does not give it.</source>
        <translation>Von llmcap eingesetzt: Die Kapazitätsanfrage gibt den Wert nicht an.</translation>
    </message>
    <message>
        <source>No mistakes found in the inputs.</source>
        <translation>In den Eingaben wurden keine Fehler gefunden.</translation>
    </message>
    <message>
        <source>Envelope %1</source>
        <translation>Kapazitätsrahmen %1</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Export Plan Report</source>
        <translation>Planbericht exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Estimating the sustainable load with the simulator...</source>
        <translation>Die tragbare Last wird mit dem Simulator geschätzt...</translation>
    </message>
    <message>
        <source>Sweep %1</source>
        <translation>Sweep %1</translation>
    </message>
    <message>
        <source> - %1 req/s (%2-%3)</source>
        <translation> – %1 Anfr./s (%2–%3)</translation>
    </message>
    <message>
        <source> (no rate met the SLO)</source>
        <translation> (keine Rate erfüllte das SLO)</translation>
    </message>
    <message>
        <source>Exported the plan report to %1.</source>
        <translation>Planbericht nach %1 exportiert.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message numerus="yes">
        <source> (unfinished: %1, %n step(s))</source>
        <translation>
            <numerusform> (unfertig: %1, %n Schritt)</numerusform>
            <numerusform> (unfertig: %1, %n Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source> - at least %1 req/s (no boundary found)</source>
        <translation> – mindestens %1 req/s (keine Grenze gefunden)</translation>
    </message>
    <message>
        <source> - unsafe: no rate held in the confirmation runs</source>
        <translation> - unsicher: keine Rate hielt in den Bestätigungsläufen</translation>
    </message>
    <message>
        <source>UNSAFE.</source>
        <translation>UNSICHER.</translation>
    </message>
    <message>
        <source> - at least %1 runs/s (no boundary found)</source>
        <translation> - mindestens %1 runs/s (keine Grenze gefunden)</translation>
    </message>
    <message>
        <source> - at least %1 runs/s (%2 calls/s; no boundary found)</source>
        <translation> - mindestens %1 runs/s (%2 Aufrufe/s; keine Grenze gefunden)</translation>
    </message>
    <message>
        <source> - %1 runs/s (%2-%3 runs/s)</source>
        <translation> - %1 runs/s (%2-%3 runs/s)</translation>
    </message>
    <message>
        <source> - %1 runs/s (%2 calls/s; %3-%4 runs/s)</source>
        <translation> - %1 runs/s (%2 Aufrufe/s; %3-%4 runs/s)</translation>
    </message>
    <message>
        <source>How to &amp;be less wrong</source>
        <translation>&amp;Weniger falsch liegen</translation>
    </message>
    <message>
        <source>F&amp;ormula</source>
        <translation>F&amp;ormel</translation>
    </message>
    <message>
        <source>Stored the deployment inputs with project %1.</source>
        <translation>Die Eingaben der Bereitstellung mit Projekt %1 gespeichert.</translation>
    </message>
    <message>
        <source>Plan %1 was saved at %2; the plan shown has changed since: save again to keep it.</source>
        <translation>Plan %1 wurde um %2 gespeichert; der gezeigte Plan hat sich seitdem geändert: erneut speichern, um ihn zu behalten.</translation>
    </message>
    <message>
        <source>Saved as plan %1 at %2: listed on the Reports page, and the Validate page starts from it.</source>
        <translation>Als Plan %1 um %2 gespeichert: auf der Seite Berichte aufgeführt, und die Seite Validieren geht von ihm aus.</translation>
    </message>
    <message>
        <source>Choose the model and GPU on the Serving config page and press &quot;Use for the plan&quot;.</source>
        <translation>Modell und GPU auf der Seite Serving-Konfiguration wählen und „Für den Plan verwenden“ drücken.</translation>
    </message>
</context>
<context>
    <name>llmcap::PlanTableModel</name>
    <message>
        <source>Envelope</source>
        <translation>Kapazitätsrahmen</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Bestandteil</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>llmcap::PreferencesDialog</name>
    <message>
        <source>&amp;Keep prompt and output text of benchmark requests</source>
        <translation>Prompt- und Ausgabetext von Benchmark-Anfragen &amp;behalten</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>A run whose p99 schedule lag (actual minus scheduled send time) exceeds this bound is flagged client-limited and is not a valid measurement.</source>
        <translation>Ein Lauf, dessen p99-Planverzug (tatsächliche minus geplante Sendezeit) diese Grenze überschreitet, gilt als clientbegrenzt und ist keine gültige Messung.</translation>
    </message>
    <message>
        <source>Off by default: capacity planning does not need prompts or outputs, and storing them creates security and privacy risks.</source>
        <translation>Standardmäßig aus: Kapazitätsplanung braucht weder Prompts noch Ausgaben, und ihre Speicherung schafft Sicherheits- und Datenschutzrisiken.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language takes effect when llmcap starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von llmcap.</translation>
    </message>
    <message>
        <source>&amp;Database file:</source>
        <translation>&amp;Datenbankdatei:</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>Benchmarks</translation>
    </message>
    <message>
        <source>&amp;Chart updates:</source>
        <translation>&amp;Diagrammaktualisierung:</translation>
    </message>
    <message>
        <source>Schedule-lag &amp;bound (p99):</source>
        <translation>Grenze für &amp;Planverzug (p99):</translation>
    </message>
    <message>
        <source>Simulator &amp;preset:</source>
        <translation>Simulator-&amp;Voreinstellung:</translation>
    </message>
    <message>
        <source>Database File</source>
        <translation>Datenbankdatei</translation>
    </message>
    <message>
        <source>llmcap databases (*.sqlite *.db);;All files (*)</source>
        <translation>llmcap-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This is a folder; choose a file.</source>
        <translation>Das ist ein Ordner; bitte eine Datei wählen.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
</context>
<context>
    <name>llmcap::ProjectDialog</name>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>e.g. Support assistant, EU launch</source>
        <translation>z. B. Support-Assistent, EU-Start</translation>
    </message>
    <message>
        <source>What the product does and who asked for the sizing</source>
        <translation>Was das Produkt tut und wer die Dimensionierung angefragt hat</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
</context>
<context>
    <name>llmcap::ReplicaUseLabel</name>
    <message>
        <source>%1 on %2 x %3</source>
        <translation>%1 auf %2 x %3</translation>
    </message>
    <message>
        <source>no model and no GPU</source>
        <translation>kein Modell und keine GPU</translation>
    </message>
    <message>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>keine GPU</translation>
    </message>
    <message>
        <source>Not used by the plan yet: the project&apos;s replica has %1, so the plan and the simulator have no replica configuration. &quot;Use for the plan&quot; stores the one shown.</source>
        <translation>Noch nicht vom Plan verwendet: das Replikat des Projekts hat %1, also haben Plan und Simulator keine Replikatkonfiguration. „Für den Plan verwenden“ speichert die gezeigte.</translation>
    </message>
    <message>
        <source>From the sizing request: %1.</source>
        <translation>Aus der Kapazitätsanfrage: %1.</translation>
    </message>
    <message>
        <source>Changed here, not yet used: the plan uses %1. &quot;Use for the plan&quot; stores the replica shown.</source>
        <translation>Hier geändert, noch nicht verwendet: der Plan verwendet %1. „Für den Plan verwenden“ speichert das gezeigte Replikat.</translation>
    </message>
    <message>
        <source>The plan uses this replica: %1.</source>
        <translation>Der Plan verwendet dieses Replikat: %1.</translation>
    </message>
    <message>
        <source>Stored with the project at %1: the plan now uses %2.</source>
        <translation>Um %1 mit dem Projekt gespeichert: der Plan verwendet jetzt %2.</translation>
    </message>
</context>
<context>
    <name>llmcap::ReportsPage</name>
    <message>
        <source>Export the sizing request, the measurements and the plan for review as PDF, CSV and JSON. No export contains an API key or prompt text.</source>
        <translation>Kapazitätsanfrage, Messungen und Plan zur Prüfung als PDF, CSV und JSON exportieren. Kein Export enthält einen API-Schlüssel oder Prompt-Text.</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>&amp;Questionnaire (Markdown)...</source>
        <translation>&amp;Fragebogen (Markdown)...</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Questionnaire (P&amp;DF)...</source>
        <translation>Fragebogen (P&amp;DF)...</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Plan &amp;report (PDF)...</source>
        <translation>Plan&amp;bericht (PDF)...</translation>
    </message>
    <message>
        <source>Plan rows (&amp;CSV)...</source>
        <translation>Planzeilen (&amp;CSV)...</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Everything (&amp;JSON)...</source>
        <translation>Alles (&amp;JSON)...</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>YAML (*.yaml *.yml);;JSON (*.json)</source>
        <translation>YAML (*.yaml *.yml);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The JSON export follows the schema &quot;%1&quot; (resources/schema/report-v1.schema.json). Per-step and per-request CSVs come with the sweeps and benchmark runs.</source>
        <translation>Der JSON-Export folgt dem Schema „%1“ (resources/schema/report-v1.schema.json). CSVs pro Stufe und pro Anfrage kommen mit den Sweeps und Benchmark-Läufen.</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Plans saved with this project:</source>
        <translation>Bei diesem Projekt gespeicherte Pläne:</translation>
    </message>
    <message>
        <source>unknown export &quot;%1&quot;</source>
        <translation>unbekannter Export „%1“</translation>
    </message>
    <message>
        <source>preliminary</source>
        <translation>vorläufig</translation>
    </message>
    <message>
        <source>final</source>
        <translation>endgültig</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
    <message>
        <source>&amp;Validation per minute (CSV)...</source>
        <translation>&amp;Validierung je Minute (CSV)...</translation>
    </message>
    <message>
        <source>Sizing file (&amp;YAML)...</source>
        <translation>Kapazitätsdatei (&amp;YAML)...</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
</context>
<context>
    <name>llmcap::ResultsPage</name>
    <message>
        <source>Runs and sweeps measured so far: tail percentiles, SLO attainment, goodput beside raw throughput, and the SLO boundary, the sustainable load of one replica with its uncertainty.</source>
        <translation>Bisher gemessene Läufe und Sweeps: Perzentile der Verteilungsränder, SLO-Erfüllung, Goodput neben rohem Durchsatz und die SLO-Grenze – die nachhaltige Last einer Replika mit ihrer Unsicherheit.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Keine Datenbank ist geöffnet.</translation>
    </message>
    <message>
        <source>Cannot read the results: %1</source>
        <translation>Die Ergebnisse können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot open run %1: %2</source>
        <translation>Lauf %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot open sweep %1: %2</source>
        <translation>Sweep %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Pick two sweeps to compare.</source>
        <translation>Zwei Sweeps zum Vergleich wählen.</translation>
    </message>
    <message>
        <source>Cannot read the sweeps: %1</source>
        <translation>Die Sweeps können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>Server spans (OTLP JSON)</source>
        <translation>Server-Spans (OTLP JSON)</translation>
    </message>
    <message>
        <source>OTLP JSON (*.json *.jsonl *.ndjson);;All files (*)</source>
        <translation>OTLP JSON (*.json *.jsonl *.ndjson);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Joining the server&apos;s spans in %1…</source>
        <translation>Server-Spans in %1 werden zugeordnet…</translation>
    </message>
    <message>
        <source>Cannot join the server&apos;s spans: %1</source>
        <translation>Server-Spans können nicht zugeordnet werden: %1</translation>
    </message>
    <message>
        <source>Pick two runs to compare.</source>
        <translation>Wählen Sie zwei Läufe zum Vergleichen aus.</translation>
    </message>
    <message>
        <source>Cannot read the runs: %1</source>
        <translation>Die Läufe können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Import a peer tool&apos;s result</source>
        <translation>Ergebnis eines Vergleichswerkzeugs importieren</translation>
    </message>
    <message>
        <source>Benchmark results (*.json *.jsonl);;All files (*)</source>
        <translation>Benchmark-Ergebnisse (*.json *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This file was imported before: run %1 holds the same result.</source>
        <translation>Diese Datei wurde schon importiert: Lauf %1 enthält dasselbe Ergebnis.</translation>
    </message>
</context>
<context>
    <name>llmcap::RunComparePanel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · llmcap</source>
        <translation>%1 · llmcap</translation>
    </message>
    <message>
        <source>Rows and bars named after llmcap&apos;s metrics measure what llmcap&apos;s do. A tool&apos;s own metric (in italics, its name naming the tool) is not llmcap&apos;s definition and stays on a row of its own; hover for the difference.</source>
        <translation>Zeilen und Balken, die nach Metriken von llmcap benannt sind, messen dasselbe wie diese. Eine eigene Metrik eines Werkzeugs (kursiv, ihr Name nennt das Werkzeug) entspricht nicht der Definition von llmcap und steht in einer eigenen Zeile; den Unterschied zeigt der Tooltip.</translation>
    </message>
    <message>
        <source>Run A:</source>
        <translation>Lauf A:</translation>
    </message>
    <message>
        <source>Run B:</source>
        <translation>Lauf B:</translation>
    </message>
    <message>
        <source>Pick two runs to compare.</source>
        <translation>Wählen Sie zwei Läufe zum Vergleichen aus.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>p99 (ms), A beside B</source>
        <translation>p99 (ms), A neben B</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>ms (log scale)</source>
        <translation>ms (logarithmisch)</translation>
    </message>
</context>
<context>
    <name>llmcap::RunComparisonModel</name>
    <message>
        <source>Not llmcap&apos;s definition, shown under the tool&apos;s own name: %1</source>
        <translation>Nicht die Definition von llmcap, unter dem eigenen Namen des Werkzeugs gezeigt: %1</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>A mean</source>
        <translation>A Mittelwert</translation>
    </message>
    <message>
        <source>A p50</source>
        <translation>A p50</translation>
    </message>
    <message>
        <source>A p99</source>
        <translation>A p99</translation>
    </message>
    <message>
        <source>B mean</source>
        <translation>B Mittelwert</translation>
    </message>
    <message>
        <source>B p50</source>
        <translation>B p50</translation>
    </message>
    <message>
        <source>B p99</source>
        <translation>B p99</translation>
    </message>
</context>
<context>
    <name>llmcap::RunDetailPanel</name>
    <message>
        <source>Every measured request completed.</source>
        <translation>Jede gemessene Anfrage wurde abgeschlossen.</translation>
    </message>
    <message>
        <source>TTFT histogram</source>
        <translation>TTFT-Histogramm</translation>
    </message>
    <message>
        <source>TPOT histogram</source>
        <translation>TPOT-Histogramm</translation>
    </message>
    <message>
        <source>E2E histogram</source>
        <translation>E2E-Histogramm</translation>
    </message>
    <message>
        <source>Latency percentiles (ms)</source>
        <translation>Latenz-Perzentile (ms)</translation>
    </message>
    <message>
        <source>Outcomes other than complete</source>
        <translation>Ausgänge außer „vollständig“</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>Run %1, step %2 of sweep %3</source>
        <translation>Lauf %1, Stufe %2 von Sweep %3</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>%1 at %2; window %3 s. Requests: %4 due, %5 succeeded, %6 errors (%7 %). Offered %8 req/s, completed %9 req/s, %10 output tokens/s.</source>
        <translation>%1 unter %2; Fenster %3 s. Anfragen: %4 fällig, %5 erfolgreich, %6 Fehler (%7 %). Angeboten %8 Anfr./s, abgeschlossen %9 Anfr./s, %10 Ausgabe-Tokens/s.</translation>
    </message>
    <message>
        <source>SLO &apos;%1&apos; met: %2 % attained, goodput %3 req/s.</source>
        <translation>SLO „%1“ erfüllt: %2 % erreicht, Goodput %3 Anfr./s.</translation>
    </message>
    <message>
        <source>SLO &apos;%1&apos; not met: %2 % attained, goodput %3 req/s.</source>
        <translation>SLO „%1“ nicht erfüllt: %2 % erreicht, Goodput %3 Anfr./s.</translation>
    </message>
    <message>
        <source>Invalid: %1</source>
        <translation>Ungültig: %1</translation>
    </message>
    <message>
        <source>Warning: %1 percentiles rest on too few samples (in italics in the table; p99 needs 1,000 samples, p99.9 10,000).</source>
        <translation>Warnung: %1 Perzentile beruhen auf zu wenigen Stichproben (kursiv in der Tabelle; p99 braucht 1.000 Stichproben, p99.9 10.000).</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>No run selected</source>
        <translation>Kein Lauf gewählt</translation>
    </message>
    <message>
        <source>Open a run from the history (double-click) to see its detail.</source>
        <translation>Einen Lauf im Verlauf öffnen (Doppelklick), um seine Einzelheiten zu sehen.</translation>
    </message>
    <message>
        <source>Reading the run&apos;s requests from the database…</source>
        <translation>Die Anfragen des Laufs werden aus der Datenbank gelesen…</translation>
    </message>
    <message>
        <source>Runs (%1) and their calls (%2)</source>
        <translation>Läufe (%1) und ihre Aufrufe (%2)</translation>
    </message>
    <message>
        <source>one row per run, a bar per call from sent to end (lighter until its first token, red when it failed); the gaps between bars are tool and think time.</source>
        <translation>eine Zeile pro Lauf, ein Balken pro Aufruf vom Senden bis zum Ende (heller bis zum ersten Token, rot bei Fehlschlag); die Lücken zwischen den Balken sind Tool- und Denkzeit.</translation>
    </message>
    <message>
        <source>Join server spans…</source>
        <translation>Server-Spans zuordnen…</translation>
    </message>
    <message>
        <source>Read an OTLP JSON span file (the OpenTelemetry collector&apos;s file exporter, vLLM&apos;s llm_request spans) and split each request&apos;s TTFT into client and network, server queue and prefill</source>
        <translation>Eine OTLP-JSON-Span-Datei lesen (File-Exporter des OpenTelemetry Collectors, llm_request-Spans von vLLM) und die TTFT jeder Anfrage in Client und Netzwerk, Server-Warteschlange und Prefill aufteilen</translation>
    </message>
    <message>
        <source>Server timing per request (ms)</source>
        <translation>Server-Zeiten pro Anfrage (ms)</translation>
    </message>
</context>
<context>
    <name>llmcap::RunTimelineView</name>
    <message>
        <source>Run %1 (%2), call %3: sent at %4 s, ended at %5 s (%6 ms)</source>
        <translation>Lauf %1 (%2), Aufruf %3: gesendet bei %4 s, beendet bei %5 s (%6 ms)</translation>
    </message>
    <message>
        <source>first token after %1 ms</source>
        <translation>erstes Token nach %1 ms</translation>
    </message>
    <message>
        <source>%1 s after the previous call ended (tool or think time)</source>
        <translation>%1 s nach dem Ende des vorigen Aufrufs (Tool- oder Denkzeit)</translation>
    </message>
    <message>
        <source>a retry after a failed tool call</source>
        <translation>eine Wiederholung nach einem fehlgeschlagenen Tool-Aufruf</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>No runs in this step.</source>
        <translation>Keine Läufe in diesem Schritt.</translation>
    </message>
</context>
<context>
    <name>llmcap::ServingConfigForm</name>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>needed to pin the result</source>
        <translation>nötig, um das Ergebnis festzulegen</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reported by the endpoint.</source>
        <translation>Vom Endpunkt gemeldet.</translation>
    </message>
    <message>
        <source>From the simulator preset.</source>
        <translation>Aus dem Preset des Simulators.</translation>
    </message>
    <message>
        <source>The serving configuration is pinned.</source>
        <translation>Die Serving-Konfiguration ist festgelegt.</translation>
    </message>
    <message>
        <source>Not pinned yet (* fields the endpoint does not reveal are yours to fill): %1.</source>
        <translation>Noch nicht festgelegt (*-Felder, die der Endpunkt nicht preisgibt, tragen Sie selbst ein): %1.</translation>
    </message>
</context>
<context>
    <name>llmcap::ServingConfigPage</name>
    <message>
        <source>Serving config</source>
        <translation>Serving-Konfiguration</translation>
    </message>
    <message>
        <source>The pinned serving configuration of one replica: model and revision, tokenizer, precision, maximum context, parallelism, runtime and version, scheduler and KV-cache settings, GPU type, count and interconnect. Its memory footprint is the first of the three capacity questions: it says what one replica needs to start, not how much traffic it serves.</source>
        <translation>Die festgelegte Serving-Konfiguration eines Replikats: Modell und Revision, Tokenizer, Genauigkeit, maximaler Kontext, Parallelität, Laufzeit und Version, Scheduler- und KV-Cache-Einstellungen, GPU-Typ, -Anzahl und -Verbindung. Ihr Speicherbedarf ist die erste der drei Kapazitätsfragen: Er sagt, was ein Replikat zum Starten braucht, nicht, wie viel Verkehr es bedient.</translation>
    </message>
</context>
<context>
    <name>llmcap::ServingDiffModel</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>unterscheidet sich</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Zweiter</translation>
    </message>
</context>
<context>
    <name>llmcap::SizingFieldEditor</name>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>- not answered -</source>
        <translation>– nicht beantwortet –</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>%1 for</source>
        <translation>%1 für</translation>
    </message>
    <message>
        <source>e.g. 99</source>
        <translation>z. B. 99</translation>
    </message>
    <message>
        <source>%1: attainment</source>
        <translation>%1: Anteil</translation>
    </message>
    <message>
        <source>% of requests</source>
        <translation>% der Anfragen</translation>
    </message>
</context>
<context>
    <name>llmcap::SizingRequestPage</name>
    <message>
        <source>What the product team tells the platform team, in the six sections of a sizing request: product and scenarios, model candidates, workload profile, SLOs, reliability and isolation, observability and data handling. &quot;400 users&quot; describes an audience, not a load.</source>
        <translation>Was das Produktteam dem Plattformteam mitteilt, in den sechs Abschnitten einer Kapazitätsanfrage: Produkt und Szenarien, Modellkandidaten, Lastprofil, SLOs, Zuverlässigkeit und Isolation, Beobachtbarkeit und Datenumgang. „400 Benutzer“ beschreibt ein Publikum, keine Last.</translation>
    </message>
    <message>
        <source>Sizing request</source>
        <translation>Kapazitätsanfrage</translation>
    </message>
    <message>
        <source>&amp;Open file...</source>
        <translation>Datei ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Save &amp;as file...</source>
        <translation>Als Datei &amp;speichern...</translation>
    </message>
    <message>
        <source>Export &amp;Markdown...</source>
        <translation>&amp;Markdown exportieren...</translation>
    </message>
    <message>
        <source>Export P&amp;DF...</source>
        <translation>P&amp;DF exportieren...</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Completeness</source>
        <translation>Vollständigkeit</translation>
    </message>
    <message>
        <source>Still missing</source>
        <translation>Noch offen</translation>
    </message>
    <message>
        <source>Enter or double-click opens the wizard at that section.</source>
        <translation>Eingabetaste oder Doppelklick öffnet den Assistenten bei diesem Abschnitt.</translation>
    </message>
    <message>
        <source>How to be less wrong</source>
        <translation>Wie man weniger falsch liegt</translation>
    </message>
    <message>
        <source>The stored sizing request could not be read: %1</source>
        <translation>Die gespeicherte Kapazitätsanfrage konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No sizing request yet. Fill it in with the wizard, or open a JSON or YAML file.</source>
        <translation>Noch keine Kapazitätsanfrage. Mit dem Assistenten ausfüllen oder eine JSON- oder YAML-Datei öffnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 % of the required questions answered.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 % der Pflichtfragen beantwortet.</translation>
    </message>
    <message>
        <source>No mistakes found in the answers so far.</source>
        <translation>In den bisherigen Antworten wurden keine Fehler gefunden.</translation>
    </message>
    <message>
        <source>Open Sizing Request</source>
        <translation>Kapazitätsanfrage öffnen</translation>
    </message>
    <message>
        <source>Sizing requests (*.yaml *.yml *.json);;All files (*)</source>
        <translation>Kapazitätsanfragen (*.yaml *.yml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Sizing Request</source>
        <translation>Kapazitätsanfrage speichern</translation>
    </message>
    <message>
        <source>YAML (*.yaml *.yml);;JSON (*.json)</source>
        <translation>YAML (*.yaml *.yml);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Questionnaire</source>
        <translation>Fragebogen exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved the sizing request in project %1.</source>
        <translation>Kapazitätsanfrage im Projekt %1 gespeichert.</translation>
    </message>
    <message>
        <source>Read the sizing request from %1.</source>
        <translation>Kapazitätsanfrage aus %1 gelesen.</translation>
    </message>
    <message>
        <source>Saved the sizing request to %1.</source>
        <translation>Kapazitätsanfrage in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Exported the questionnaire to %1.</source>
        <translation>Fragebogen nach %1 exportiert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 % of the required questions answered. &lt;span style=&quot;color:#b00020&quot;&gt;%3&lt;/span&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 % der Pflichtfragen beantwortet. &lt;span style=&quot;color:#b00020&quot;&gt;%3&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Stored answers that cannot be used as written: %1. They are kept and marked in the wizard until you correct them; plans made meanwhile are marked unsafe.</source>
        <translation>Gespeicherte Antworten, die so nicht verwendbar sind: %1. Sie bleiben erhalten und sind im Assistenten markiert, bis Sie sie korrigieren; Pläne von bis dahin gelten als unsicher.</translation>
    </message>
    <message>
        <source>The stored sizing request could not be read, and the wizard would start empty; nothing is saved over it. %1</source>
        <translation>Die gespeicherte Kapazitätsanfrage ist nicht lesbar, und der Assistent begänne leer; nichts wird über sie gespeichert. %1</translation>
    </message>
    <message>
        <source>The file replaces answers of the stored sizing request: %1.</source>
        <translation>Die Datei ersetzt Antworten der gespeicherten Kapazitätsanfrage: %1.</translation>
    </message>
    <message>
        <source>Not saved: the sizing request has answers llmcap cannot read back; correct them in the wizard first. %1</source>
        <translation>Nicht gespeichert: Die Kapazitätsanfrage hat Antworten, die llmcap nicht wieder einlesen kann; korrigieren Sie sie zuerst im Assistenten. %1</translation>
    </message>
    <message>
        <source>Fill &amp;in the sizing request...</source>
        <translation>Kapazitätsanfrage &amp;ausfüllen...</translation>
    </message>
    <message>
        <source>Serving config took from it: %1.</source>
        <translation>Die Serving-Konfiguration hat daraus übernommen: %1.</translation>
    </message>
    <message>
        <source>Serving config shows its model %1: choose the GPU there and press &quot;Use for the plan&quot;.</source>
        <translation>Die Serving-Konfiguration zeigt ihr Modell %1: dort die GPU wählen und „Für den Plan verwenden“ drücken.</translation>
    </message>
</context>
<context>
    <name>llmcap::SizingSectionPage</name>
    <message>
        <source>%1 (optional):</source>
        <translation>%1 (optional):</translation>
    </message>
    <message>
        <source>Profile of one workload class</source>
        <translation>Profil einer Lastklasse</translation>
    </message>
    <message>
        <source>&amp;Workload class:</source>
        <translation>&amp;Lastklasse:</translation>
    </message>
    <message>
        <source>For all classes</source>
        <translation>Für alle Klassen</translation>
    </message>
    <message>
        <source>About this question</source>
        <translation>Zu dieser Frage</translation>
    </message>
    <message>
        <source>How to be less wrong</source>
        <translation>Wie man weniger falsch liegt</translation>
    </message>
    <message>
        <source>Completeness: %1</source>
        <translation>Vollständigkeit: %1</translation>
    </message>
    <message>
        <source>Every required question is answered.</source>
        <translation>Alle Pflichtfragen sind beantwortet.</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Es fehlt: %1</translation>
    </message>
    <message>
        <source>Nothing to warn about in this section.</source>
        <translation>In diesem Abschnitt gibt es nichts zu warnen.</translation>
    </message>
    <message>
        <source>These questions are answered for each workload class, and the request has none yet. Add one here; section 1 (Product and scenarios) names it and adds more.</source>
        <translation>Diese Fragen werden für jede Lastklasse beantwortet, und die Anfrage hat noch keine. Legen Sie hier eine an; in Abschnitt 1 (Produkt und Szenarien) benennen Sie sie und legen weitere an.</translation>
    </message>
    <message>
        <source>&amp;Add a workload class</source>
        <translation>Lastklasse &amp;anlegen</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
</context>
<context>
    <name>llmcap::SizingSession</name>
    <message>
        <source>no project is open</source>
        <translation>kein Projekt ist geöffnet</translation>
    </message>
    <message>
        <source>The stored sizing request could not be read, so nothing was saved over it: %1</source>
        <translation>Die gespeicherte Kapazitätsanfrage ist nicht lesbar, daher wurde nichts über sie gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>llmcap::SizingWizard</name>
    <message>
        <source>Sizing request</source>
        <translation>Kapazitätsanfrage</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Discard your changes to the sizing request?</source>
        <translation>Ihre Änderungen an der Kapazitätsanfrage verwerfen?</translation>
    </message>
    <message>
        <source>Save keeps the answers in the project, incomplete ones included; Discard closes the wizard without them.</source>
        <translation>Speichern übernimmt die Antworten ins Projekt, auch unvollständige; Verwerfen schließt den Assistenten ohne sie.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Not saved: %1 answers cannot be used; the first is %2</source>
        <translation>Nicht gespeichert: %1 Antworten sind nicht verwendbar; die erste ist %2</translation>
    </message>
    <message>
        <source>Correct it, or clear it to leave it unanswered.</source>
        <translation>Korrigieren Sie sie, oder leeren Sie sie, um sie unbeantwortet zu lassen.</translation>
    </message>
</context>
<context>
    <name>llmcap::SloEditor</name>
    <message>
        <source>Add override</source>
        <translation>Abweichung hinzufügen</translation>
    </message>
    <message>
        <source>Remove override</source>
        <translation>Abweichung entfernen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>SLO name:</source>
        <translation>SLO-Name:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Attainment</source>
        <translation>Erfüllungsgrad</translation>
    </message>
    <message>
        <source>ITL attainment counts inter-token gaps, not requests.</source>
        <translation>Der ITL-Erfüllungsgrad zählt Abstände zwischen Tokens, nicht Anfragen.</translation>
    </message>
    <message>
        <source>Highest share of requests due in the window that may fail, time out or be shed.</source>
        <translation>Höchster Anteil der im Fenster fälligen Anfragen, der fehlschlagen, in eine Zeitüberschreitung laufen oder abgewiesen werden darf.</translation>
    </message>
    <message>
        <source>Error-rate limit:</source>
        <translation>Grenze der Fehlerrate:</translation>
    </message>
    <message>
        <source>Per-class overrides (replace the objectives above for one workload class):</source>
        <translation>Abweichungen je Klasse (ersetzen die Ziele oben für eine Lastklasse):</translation>
    </message>
    <message>
        <source>Open SLO</source>
        <translation>SLO öffnen</translation>
    </message>
    <message>
        <source>SLO files (*.yaml *.yml *.json);;All files (*)</source>
        <translation>SLO-Dateien (*.yaml *.yml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save SLO</source>
        <translation>SLO speichern</translation>
    </message>
    <message>
        <source>SLO files (*.yaml *.yml *.json)</source>
        <translation>SLO-Dateien (*.yaml *.yml *.json)</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>per-class overrides, %1</source>
        <translation>Abweichungen je Klasse, %1</translation>
    </message>
    <message>
        <source>Attainment: %1</source>
        <translation>Erfüllungsgrad: %1</translation>
    </message>
    <message>
        <source>Threshold: %1</source>
        <translation>Schwelle: %1</translation>
    </message>
    <message>
        <source>%1 s at %2 %</source>
        <translation>%1 s bei %2 %</translation>
    </message>
    <message>
        <source>every run class: %1</source>
        <translation>jede Laufklasse: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Run duration (kept as the file sets it; edit it in the SLO file): %1.</source>
        <translation>Laufdauer (wie in der Datei gesetzt beibehalten; in der SLO-Datei bearbeiten): %1.</translation>
    </message>
    <message>
        <source>Saved the SLO to %1.</source>
        <translation>SLO nach %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>llmcap::SloOverrideTableModel</name>
    <message>
        <source>TTFT, ITL, TPOT, E2E or Queue</source>
        <translation>TTFT, ITL, TPOT, E2E oder Queue</translation>
    </message>
    <message>
        <source>Workload class</source>
        <translation>Lastklasse</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Threshold (ms)</source>
        <translation>Schwelle (ms)</translation>
    </message>
    <message>
        <source>Attainment (%)</source>
        <translation>Erfüllungsgrad (%)</translation>
    </message>
    <message>
        <source>name the workload class this objective is for</source>
        <translation>nennen Sie die Lastklasse, für die dieses Ziel gilt</translation>
    </message>
    <message>
        <source>%1 of &apos;%2&apos; is already set in row %3</source>
        <translation>%1 von „%2“ ist schon in Zeile %3 gesetzt</translation>
    </message>
</context>
<context>
    <name>llmcap::StepOutcomeChart</name>
    <message>
        <source>offered rate (req/s)</source>
        <translation>Rate (Anfr./s)</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>attainment</source>
        <translation>Erfüllung</translation>
    </message>
    <message>
        <source>target %1 %</source>
        <translation>Ziel %1 %</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepController</name>
    <message>
        <source>the sweep is already running</source>
        <translation>der Sweep läuft bereits</translation>
    </message>
    <message>
        <source>sweep %1 is already complete</source>
        <translation>Sweep %1 ist bereits abgeschlossen</translation>
    </message>
    <message>
        <source>the process ended during this step; the sweep ran it again</source>
        <translation>der Prozess endete während dieser Stufe; der Sweep hat sie wiederholt</translation>
    </message>
    <message>
        <source>cannot store step %1: %2</source>
        <translation>Stufe %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>step %1: the server refused %2 of %3 requests (HTTP %4: %5); a lower rate does not change that: check the workload&apos;s lengths, model and key against the server</source>
        <translation>Schritt %1: der Server wies %2 von %3 Anfragen ab (HTTP %4: %5); eine niedrigere Rate ändert daran nichts: Längen, Modell und Schlüssel der Last mit dem Server abgleichen</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepCurveChart</name>
    <message>
        <source>offered rate (req/s)</source>
        <translation>Rate (Anfr./s)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>SLO threshold</source>
        <translation>SLO-Schwelle</translation>
    </message>
    <message>
        <source>SLO boundary</source>
        <translation>SLO-Grenze</translation>
    </message>
    <message>
        <source>SLO boundary (compared)</source>
        <translation>SLO-Grenze (Vergleich)</translation>
    </message>
    <message>
        <source>planned rate</source>
        <translation>geplante Rate</translation>
    </message>
    <message>
        <source>at least (no step failed yet)</source>
        <translation>mindestens (noch keine Stufe gescheitert)</translation>
    </message>
    <message>
        <source>its interval</source>
        <translation>ihr Intervall</translation>
    </message>
    <message>
        <source>step passed</source>
        <translation>Stufe bestanden</translation>
    </message>
    <message>
        <source>step failed</source>
        <translation>Stufe gescheitert</translation>
    </message>
    <message>
        <source>above the axis</source>
        <translation>über der Achse</translation>
    </message>
    <message>
        <source>SLO p%1 %2 ms</source>
        <translation>SLO p%1 %2 ms</translation>
    </message>
    <message>
        <source>SLO %1 ms</source>
        <translation>SLO %1 ms</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepCurvesView</name>
    <message>
        <source>SLO attainment and goodput per step</source>
        <translation>SLO-Erfüllung und Goodput pro Stufe</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>ITL</source>
        <translation>ITL</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Queue time (server)</source>
        <translation>Wartezeit (Server)</translation>
    </message>
    <message>
        <source>Per finished step:</source>
        <translation>Je abgeschlossener Stufe:</translation>
    </message>
    <message>
        <source>Attainment chart:</source>
        <translation>Erfüllungsdiagramm:</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepDetailPanel</name>
    <message>
        <source>Double-click a step to open its run.</source>
        <translation>Doppelklick auf eine Stufe öffnet ihren Lauf.</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>ITL</source>
        <translation>ITL</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Queue time (server)</source>
        <translation>Wartezeit (Server)</translation>
    </message>
    <message>
        <source>No result yet: %1 steps finished.</source>
        <translation>Noch kein Ergebnis: %1 Stufen abgeschlossen.</translation>
    </message>
    <message>
        <source>SLO &apos;%1&apos;. %2</source>
        <translation>SLO „%1“. %2</translation>
    </message>
    <message>
        <source>No sweep selected</source>
        <translation>Kein Sweep gewählt</translation>
    </message>
    <message>
        <source>Open a sweep from the history (double-click) to see its steps.</source>
        <translation>Einen Sweep im Verlauf öffnen (Doppelklick), um seine Stufen zu sehen.</translation>
    </message>
    <message>
        <source>Resume sweep</source>
        <translation>Sweep fortsetzen</translation>
    </message>
    <message>
        <source>Continues this sweep from its stored steps on the Benchmark page.</source>
        <translation>Setzt diesen Sweep auf der Seite Benchmark ab seinen gespeicherten Stufen fort.</translation>
    </message>
    <message>
        <source>Save steps as CS&amp;V...</source>
        <translation>Stufen als CS&amp;V speichern...</translation>
    </message>
    <message>
        <source>One row per step, as llmcap-cli sweep --csv writes it: rates, attainment, verdict and every measured percentile.</source>
        <translation>Eine Zeile pro Stufe, wie llmcap-cli sweep --csv sie schreibt: Raten, Erfüllung, Urteil und jedes gemessene Perzentil.</translation>
    </message>
    <message>
        <source>Save Sweep Steps</source>
        <translation>Sweep-Stufen speichern</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>no sweep with steps is shown</source>
        <translation>kein Sweep mit Stufen wird gezeigt</translation>
    </message>
    <message>
        <source>Saved %1 steps to %2.</source>
        <translation>%1 Stufen nach %2 gespeichert.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepLivePanel</name>
    <message>
        <source>Step in progress: rates</source>
        <translation>Laufende Stufe: Raten</translation>
    </message>
    <message>
        <source>Step in progress: requests and KV cache</source>
        <translation>Laufende Stufe: Anfragen und KV-Cache</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>laufend</translation>
    </message>
    <message>
        <source>server queue</source>
        <translation>Server-Warteschlange</translation>
    </message>
    <message>
        <source>KV %</source>
        <translation>KV %</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>KV usage %</source>
        <translation>KV-Auslastung %</translation>
    </message>
    <message>
        <source>Stopped. Finished steps are stored (%1); Resume continues the sweep, also later with llmcap-cli sweep --resume %2.</source>
        <translation>Gestoppt. Fertige Stufen sind gespeichert (%1); Fortsetzen führt den Sweep weiter, auch später mit llmcap-cli sweep --resume %2.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Step %1 at %2 req/s (repeat %3)</source>
        <translation>Stufe %1 mit %2 Anfr./s (Wiederholung %3)</translation>
    </message>
    <message>
        <source>Step %1 at %2 req/s</source>
        <translation>Stufe %1 mit %2 Anfr./s</translation>
    </message>
    <message>
        <source>Elapsed %1  ·  steps done: %2</source>
        <translation>Vergangen %1  ·  fertige Stufen: %2</translation>
    </message>
    <message>
        <source>  ·  %1 requests, %2 errors</source>
        <translation>  ·  %1 Anfragen, %2 Fehler</translation>
    </message>
    <message>
        <source>  ·  about %1 left (steps to go: about %2)</source>
        <translation>  ·  noch etwa %1 (verbleibende Stufen: etwa %2)</translation>
    </message>
    <message>
        <source>  ·  last step</source>
        <translation>  ·  letzte Stufe</translation>
    </message>
    <message>
        <source>  ·  paused: the sweep holds after this step</source>
        <translation>  ·  angehalten: der Sweep hält nach dieser Stufe</translation>
    </message>
    <message>
        <source>Starting the built-in simulated server and asking it what it serves…</source>
        <translation>Der eingebaute simulierte Server wird gestartet und gefragt, was er bereitstellt …</translation>
    </message>
    <message>
        <source>Asking the endpoint what it serves…</source>
        <translation>Der Endpunkt wird gefragt, was er bereitstellt …</translation>
    </message>
    <message>
        <source>No sweep running. Start sweep runs the sweep from the Set-up tab.</source>
        <translation>Kein Sweep läuft. „Sweep starten“ führt den Sweep aus dem Reiter Einrichtung aus.</translation>
    </message>
    <message>
        <source>Step %1 at %2 req/s (confirmation run)</source>
        <translation>Stufe %1 bei %2 Anfr./s (Bestätigungslauf)</translation>
    </message>
    <message>
        <source>offered rate (runs/s)</source>
        <translation>angebotene Rate (runs/s)</translation>
    </message>
    <message>
        <source>offered rate (req/s)</source>
        <translation>Rate (Anfr./s)</translation>
    </message>
    <message>
        <source>Step %1 at %2 runs/s (confirmation run)</source>
        <translation>Schritt %1 bei %2 runs/s (Bestätigungslauf)</translation>
    </message>
    <message>
        <source>Step %1 at %2 runs/s (repeat %3)</source>
        <translation>Schritt %1 bei %2 runs/s (Wiederholung %3)</translation>
    </message>
    <message>
        <source>Step %1 at %2 runs/s</source>
        <translation>Schritt %1 bei %2 runs/s</translation>
    </message>
    <message>
        <source>Runs in this step: none ended yet.</source>
        <translation>Läufe in diesem Schritt: noch keiner beendet.</translation>
    </message>
    <message>
        <source>Runs in this step: %1 warm-up runs ended, none measured yet.</source>
        <translation>Läufe in diesem Schritt: %1 Aufwärmläufe beendet, noch keiner gemessen.</translation>
    </message>
    <message>
        <source>Runs in this step: %1 ended (%2 completed, %3 failed, %4 cancelled, %5 timed out)</source>
        <translation>Läufe in diesem Schritt: %1 beendet (%2 abgeschlossen, %3 fehlgeschlagen, %4 abgebrochen, %5 Zeitüberschreitung)</translation>
    </message>
    <message>
        <source>  ·  run duration p50 %1 s, p90 %2 s, p99 %3 s (n = %4)</source>
        <translation>  ·  Laufdauer p50 %1 s, p90 %2 s, p99 %3 s (n = %4)</translation>
    </message>
    <message>
        <source>  ·  %1: %2 % attained (target %3 %)</source>
        <translation>  ·  %1: %2 % erreicht (Ziel %3 %)</translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>Raten</translation>
    </message>
    <message>
        <source>Requests and KV cache</source>
        <translation>Anfragen und KV-Cache</translation>
    </message>
    <message>
        <source>So far: %1</source>
        <translation>Bisher: %1</translation>
    </message>
    <message>
        <source>  ·  modelling: fitting the twin and simulating its long runs</source>
        <translation>  ·  Modellierung: der Zwilling wird angepasst und seine langen Läufe werden simuliert</translation>
    </message>
    <message>
        <source>%1: the client falls behind: %2</source>
        <translation>%1: der Client fällt zurück: %2</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepParametersForm</name>
    <message>
        <source>Start rate:</source>
        <translation>Startrate:</translation>
    </message>
    <message>
        <source>First offered rate.</source>
        <translation>Erste angebotene Rate.</translation>
    </message>
    <message>
        <source>Maximum rate:</source>
        <translation>Höchste Rate:</translation>
    </message>
    <message>
        <source>Highest offered rate to try.</source>
        <translation>Höchste zu versuchende Rate.</translation>
    </message>
    <message>
        <source>Growth:</source>
        <translation>Wachstum:</translation>
    </message>
    <message>
        <source>Factor between rates while widening.</source>
        <translation>Faktor zwischen den Raten beim Aufweiten.</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Toleranz:</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <source>Runs of each edge rate, the search&apos;s own included.</source>
        <translation>Läufe jeder Grenzrate, den der Suche eingeschlossen.</translation>
    </message>
    <message>
        <source>Step warm-up:</source>
        <translation>Aufwärmen je Stufe:</translation>
    </message>
    <message>
        <source>Sent, not measured, at the start of every step.</source>
        <translation>Zu Beginn jeder Stufe gesendet, nicht gemessen.</translation>
    </message>
    <message>
        <source>Minimum step:</source>
        <translation>Kürzeste Stufe:</translation>
    </message>
    <message>
        <source>Shortest measurement window of a step.</source>
        <translation>Kürzestes Messfenster einer Stufe.</translation>
    </message>
    <message>
        <source>Maximum step:</source>
        <translation>Längste Stufe:</translation>
    </message>
    <message>
        <source>Longest measurement window of a step.</source>
        <translation>Längstes Messfenster einer Stufe.</translation>
    </message>
    <message>
        <source>Minimum requests:</source>
        <translation>Mindestanzahl Anfragen:</translation>
    </message>
    <message>
        <source>Cool-down:</source>
        <translation>Abkühlpause:</translation>
    </message>
    <message>
        <source>Pause between steps so queues drain.</source>
        <translation>Pause zwischen den Stufen, damit sich Warteschlangen leeren.</translation>
    </message>
    <message>
        <source>Confidence:</source>
        <translation>Konfidenz:</translation>
    </message>
    <message>
        <source>Confidence of early pass/fail decisions.</source>
        <translation>Konfidenz früher Entscheidungen über Bestehen oder Scheitern.</translation>
    </message>
    <message>
        <source>Sweep name:</source>
        <translation>Sweep-Name:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Reopenings:</source>
        <translation>Neuöffnungen:</translation>
    </message>
    <message>
        <source>Times the bracket may be reopened when the repeats contradict an edge.</source>
        <translation>Wie oft das Intervall neu geöffnet werden darf, wenn die Wiederholungen einer Grenze widersprechen.</translation>
    </message>
    <message>
        <source>Confirmation run:</source>
        <translation>Bestätigungslauf:</translation>
    </message>
    <message>
        <source>Fewest measured requests before a step may end early; a step with fewer never passes.</source>
        <translation>Mindestzahl gemessener Anfragen, bevor eine Stufe früh enden darf; eine Stufe mit weniger besteht nie.</translation>
    </message>
    <message>
        <source>Maximum step for the requests:</source>
        <translation>Maximale Stufe für die Anfragen:</translation>
    </message>
    <message>
        <source>At a low rate a step runs longer than the maximum step until the minimum requests are measured, up to this long.</source>
        <translation>Bei niedriger Rate läuft eine Stufe länger als die maximale Stufe, bis die Mindestzahl an Anfragen gemessen ist, höchstens so lange.</translation>
    </message>
    <message>
        <source>One long run at the planned rate after the search; it holds only with the confirmation confidence and goes lower each time it fails: short steps read high. Its window grows at low rates. 0 for none.</source>
        <translation>Ein langer Lauf bei der geplanten Rate nach der Suche; er hält nur mit der Bestätigungskonfidenz und geht nach jedem Scheitern tiefer: kurze Stufen messen zu hoch. Sein Fenster wächst bei niedrigen Raten. 0 für keinen.</translation>
    </message>
    <message>
        <source>Confirmation confidence:</source>
        <translation>Bestätigungskonfidenz:</translation>
    </message>
    <message>
        <source>A confirmation run holds only when every latency objective passes with this one-sided confidence; its window grows until such a pass is possible. 0 judges it by its attainment alone.</source>
        <translation>Ein Bestätigungslauf hält nur, wenn jedes Latenzziel mit dieser einseitigen Konfidenz besteht; sein Fenster wächst, bis ein solches Bestehen möglich ist. 0 beurteilt ihn allein nach seiner Erfüllung.</translation>
    </message>
    <message>
        <source> runs/s</source>
        <translation> runs/s</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> Anfragen/s</translation>
    </message>
    <message>
        <source>The workload has a run class: the rate counts runs, each a sequence of calls.</source>
        <translation>Die Last hat eine Laufklasse: die Rate zählt Läufe, jeder eine Folge von Aufrufen.</translation>
    </message>
    <message>
        <source>Stop bisecting when the bracket is this narrow, in percent of its rate.</source>
        <translation>Halbieren beenden, wenn das Intervall so schmal ist, in Prozent seiner Rate.</translation>
    </message>
    <message>
        <source>the tolerance must be above 0 % and below 100 % (e.g. 5 %)</source>
        <translation>die Toleranz muss über 0 % und unter 100 % liegen (z. B. 5 %)</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepResultLine</name>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>How the boundary was found: the method, the confirmation run, the goodput and saturation, the time by phase</source>
        <translation>Wie die Grenze gefunden wurde: die Methode, der Bestätigungslauf, Goodput und Sättigung, die Zeit nach Phasen</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepSession</name>
    <message>
        <source>a sweep is already running</source>
        <translation>es läuft bereits ein Sweep</translation>
    </message>
    <message>
        <source>sweep %1 is already complete</source>
        <translation>Sweep %1 ist bereits abgeschlossen</translation>
    </message>
    <message>
        <source>sweep %1 cannot be resumed: %2</source>
        <translation>Sweep %1 kann nicht fortgesetzt werden: %2</translation>
    </message>
    <message>
        <source>the built-in server&apos;s speed must be above 0</source>
        <translation>das Tempo des eingebauten Servers muss über 0 liegen</translation>
    </message>
    <message>
        <source>the endpoint %1 did not answer as an OpenAI-compatible server: %2</source>
        <translation>der Endpunkt %1 hat nicht wie ein OpenAI-kompatibler Server geantwortet: %2</translation>
    </message>
    <message>
        <source>sweep %1 cannot be resumed without the secrets that are never stored (%2)</source>
        <translation>Sweep %1 kann nicht ohne die Geheimnisse fortgesetzt werden, die nie gespeichert werden (%2)</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepSetupPanel</name>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Sweep parameters</source>
        <translation>Sweep-Parameter</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Lastprofil</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Pinned serving configuration</source>
        <translation>Festgelegte Serving-Konfiguration</translation>
    </message>
    <message>
        <source>the target has errors: %1</source>
        <translation>das Ziel hat Fehler: %1</translation>
    </message>
    <message>
        <source>the sweep parameters have errors: %1</source>
        <translation>die Sweep-Parameter haben Fehler: %1</translation>
    </message>
    <message>
        <source>Calibrated t&amp;win: model the long run from the measured requests</source>
        <translation>Kalibrierter &amp;Zwilling: den Langzeitbetrieb aus den gemessenen Anfragen modellieren</translation>
    </message>
    <message>
        <source>Fits a model of the server to every request the steps measure, checks it against each step and simulates long runs: when it reproduces every step, its boundary is the sweep&apos;s (modeled) and the edge repeats are skipped; otherwise the sweep keeps the steps&apos; own estimate and says why.</source>
        <translation>Passt ein Modell des Servers an jede Anfrage an, die die Stufen messen, prüft es an jeder Stufe und simuliert lange Läufe: gibt es jede Stufe wieder, ist seine Grenze die des Sweeps (modelliert) und die Wiederholungen der Kanten entfallen; sonst behält der Sweep die eigene Schätzung der Stufen und sagt, warum.</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepStepTable</name>
    <message>
        <source>Sweep steps</source>
        <translation>Sweep-Stufen</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepStepTableModel</name>
    <message>
        <source>%1 (early)</source>
        <translation>%1 (früh)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Offered req/s</source>
        <translation>Anfr./s</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>SLO attained %</source>
        <translation>SLO erfüllt %</translation>
    </message>
    <message>
        <source>Goodput req/s</source>
        <translation>Goodput Anfr./s</translation>
    </message>
    <message>
        <source>Completed req/s</source>
        <translation>Abgeschlossen Anfr./s</translation>
    </message>
    <message>
        <source>TTFT p99 ms</source>
        <translation>TTFT p99 ms</translation>
    </message>
    <message>
        <source>ITL p99 ms</source>
        <translation>ITL p99 ms</translation>
    </message>
    <message>
        <source>TPOT p99 ms</source>
        <translation>TPOT p99 ms</translation>
    </message>
    <message>
        <source>Queue p99 ms</source>
        <translation>Wartezeit p99 ms</translation>
    </message>
    <message>
        <source>Errors %</source>
        <translation>Fehler %</translation>
    </message>
    <message>
        <source>Window s</source>
        <translation>Fenster s</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>%1 (p95 %2)</source>
        <translation>%1 (p95 %2)</translation>
    </message>
    <message>
        <source>SLO tallies, attainment, latencies and errors over the last %1 s of the %2 s window</source>
        <translation>SLO-Zählungen, Erfüllung, Latenzen und Fehler über die letzten %1 s des Fensters von %2 s</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Stationär</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>In Bearbeitung</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepTargetForm</name>
    <message>
        <source>Built-in simulated server</source>
        <translation>Eingebauter simulierter Server</translation>
    </message>
    <message>
        <source>OpenAI-compatible endpoint</source>
        <translation>OpenAI-kompatibler Endpunkt</translation>
    </message>
    <message>
        <source>Fetch models</source>
        <translation>Modelle abrufen</translation>
    </message>
    <message>
        <source>Verify TLS certificates</source>
        <translation>TLS-Zertifikate prüfen</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Preset:</translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second: at 10 the server is ten times faster than the simulated hardware, and so are its latencies.</source>
        <translation>Simulierte Sekunden je echter Sekunde: bei 10 ist der Server zehnmal schneller als die simulierte Hardware, seine Latenzen ebenso.</translation>
    </message>
    <message>
        <source>Speed factor:</source>
        <translation>Geschwindigkeitsfaktor:</translation>
    </message>
    <message>
        <source>Seed of the simulated output lengths and filler text.</source>
        <translation>Seed der simulierten Ausgabelängen und des Fülltexts.</translation>
    </message>
    <message>
        <source>Server seed:</source>
        <translation>Server-Seed:</translation>
    </message>
    <message>
        <source>The server root or its /v1.</source>
        <translation>Die Server-Wurzel oder ihr /v1.</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Chat completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <source>Completions</source>
        <translation>Completions</translation>
    </message>
    <message>
        <source>API:</source>
        <translation>API:</translation>
    </message>
    <message>
        <source>The model to benchmark; Fetch models lists what /v1/models serves.</source>
        <translation>Das Modell für den Benchmark; „Modelle abrufen“ listet, was /v1/models anbietet.</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>No API key</source>
        <translation>Kein API-Schlüssel</translation>
    </message>
    <message>
        <source>Environment variable</source>
        <translation>Umgebungsvariable</translation>
    </message>
    <message>
        <source>Keyring entry</source>
        <translation>Schlüsselbund-Eintrag</translation>
    </message>
    <message>
        <source>Only this name is kept; the key is read when a run starts and never stored.</source>
        <translation>Nur dieser Name wird behalten; der Schlüssel wird beim Start eines Laufs gelesen und nie gespeichert.</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API-Schlüssel:</translation>
    </message>
    <message>
        <source>Name: value, one per line</source>
        <translation>Name: Wert, einer pro Zeile</translation>
    </message>
    <message>
        <source>Extra headers:</source>
        <translation>Zusätzliche Header:</translation>
    </message>
    <message>
        <source>system certificates</source>
        <translation>Zertifikate des Systems</translation>
    </message>
    <message>
        <source>CA bundle:</source>
        <translation>CA-Bundle:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Sent in the X-Tenant-Id header.</source>
        <translation>Gesendet im Header X-Tenant-Id.</translation>
    </message>
    <message>
        <source>Tenant:</source>
        <translation>Mandant:</translation>
    </message>
    <message>
        <source>line %1: &apos;%2&apos; is not &apos;Name: value&apos;</source>
        <translation>Zeile %1: „%2“ hat nicht die Form „Name: Wert“</translation>
    </message>
    <message>
        <source>name the keyring entry that holds the API key</source>
        <translation>nennen Sie den Schlüsselbund-Eintrag mit dem API-Schlüssel</translation>
    </message>
    <message>
        <source>choose the model to benchmark (Fetch models lists what the endpoint serves)</source>
        <translation>wählen Sie das Modell für den Benchmark („Modelle abrufen“ listet, was der Endpunkt anbietet)</translation>
    </message>
    <message>
        <source>Asking %1 what it serves…</source>
        <translation>%1 wird gefragt, was er anbietet…</translation>
    </message>
    <message>
        <source>Models served: %1; runtime %2.</source>
        <translation>Angebotene Modelle: %1; Laufzeitumgebung %2.</translation>
    </message>
    <message>
        <source>not recognised</source>
        <translation>nicht erkannt</translation>
    </message>
    <message>
        <source>The whole request, its connection included (category timeout).</source>
        <translation>Die gesamte Anfrage einschließlich ihrer Verbindung (Kategorie timeout).</translation>
    </message>
    <message>
        <source>Request time-out:</source>
        <translation>Anfrage-Zeitlimit:</translation>
    </message>
    <message>
        <source>How long a request may wait for its connection (category connect_timeout).</source>
        <translation>Wie lange eine Anfrage auf ihre Verbindung warten darf (Kategorie connect_timeout).</translation>
    </message>
    <message>
        <source>Connect time-out:</source>
        <translation>Verbindungs-Zeitlimit:</translation>
    </message>
    <message>
        <source>How long a sent request may wait for the answer&apos;s first byte (category first_byte_timeout).</source>
        <translation>Wie lange eine gesendete Anfrage auf das erste Byte der Antwort warten darf (Kategorie first_byte_timeout).</translation>
    </message>
    <message>
        <source>the request time-out</source>
        <translation>das Anfrage-Zeitlimit</translation>
    </message>
    <message>
        <source>First-byte time-out:</source>
        <translation>Zeitlimit erstes Byte:</translation>
    </message>
    <message>
        <source>The longest pause between two bytes of an answer (category idle_timeout).</source>
        <translation>Die längste Pause zwischen zwei Bytes einer Antwort (Kategorie idle_timeout).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Idle time-out:</source>
        <translation>Leerlauf-Zeitlimit:</translation>
    </message>
    <message>
        <source>How long requests in flight may finish after a step&apos;s window; then they are cancelled and count as timed out.</source>
        <translation>Wie lange laufende Anfragen nach dem Fenster eines Schritts noch abschließen dürfen; danach werden sie abgebrochen und zählen als Zeitlimit-Überschreitung.</translation>
    </message>
    <message>
        <source>Drain time-out:</source>
        <translation>Auslauf-Zeitlimit:</translation>
    </message>
</context>
<context>
    <name>llmcap::TelemetryImportForm</name>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Langfuse export (JSONL, JSON, CSV)</source>
        <translation>Langfuse-Export (JSONL, JSON, CSV)</translation>
    </message>
    <message>
        <source>OpenTelemetry spans (OTLP JSON)</source>
        <translation>OpenTelemetry-Spans (OTLP JSON)</translation>
    </message>
    <message>
        <source>Mooncake trace (JSONL)</source>
        <translation>Mooncake-Trace (JSONL)</translation>
    </message>
    <message>
        <source>Request log (JSONL, with a mapping)</source>
        <translation>Anfrageprotokoll (JSONL, mit Zuordnung)</translation>
    </message>
    <message>
        <source>Request log (CSV, with a mapping)</source>
        <translation>Anfrageprotokoll (CSV, mit Zuordnung)</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>timestamp=ts, timestamp_unit=ms, input_tokens=prompt, output_tokens=completion</source>
        <translation>timestamp=ts, timestamp_unit=ms, input_tokens=prompt, output_tokens=completion</translation>
    </message>
    <message>
        <source>llmcap&apos;s field = the file&apos;s column, separated by commas. Proposed from the file&apos;s first record when a file is chosen: check it.</source>
        <translation>Feld von llmcap = Spalte der Datei, durch Kommas getrennt. Wird aus dem ersten Datensatz der Datei vorgeschlagen, sobald eine Datei gewählt ist: bitte prüfen.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>detect from the timestamps</source>
        <translation>aus den Zeitstempeln erkennen</translation>
    </message>
    <message>
        <source>seconds (integrations since 2026-04-01)</source>
        <translation>Sekunden (Integrationen ab 2026-04-01)</translation>
    </message>
    <message>
        <source>milliseconds (older integrations)</source>
        <translation>Millisekunden (ältere Integrationen)</translation>
    </message>
    <message>
        <source>Langfuse latency unit</source>
        <translation>Langfuse-Latenzeinheit</translation>
    </message>
    <message>
        <source>the file&apos;s name</source>
        <translation>der Name der Datei</translation>
    </message>
    <message>
        <source>Dataset name</source>
        <translation>Name des Datensatzes</translation>
    </message>
    <message>
        <source>Import telemetry</source>
        <translation>Telemetrie importieren</translation>
    </message>
    <message>
        <source>Telemetry exports (*.jsonl *.json *.csv *.ndjson);;All files (*)</source>
        <translation>Telemetrie-Exporte (*.jsonl *.json *.csv *.ndjson);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot propose columns: %1</source>
        <translation>Spalten können nicht vorgeschlagen werden: %1</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>The file&apos;s fields: %1.</source>
        <translation>Die Felder der Datei: %1.</translation>
    </message>
    <message>
        <source>Format: %1.</source>
        <translation>Format: %1.</translation>
    </message>
    <message>
        <source>Your columns are kept; proposed from the file: %1.</source>
        <translation>Ihre Spalten bleiben; aus der Datei vorgeschlagen: %1.</translation>
    </message>
    <message>
        <source>No field looks like a timestamp: name it as timestamp=FIELD.</source>
        <translation>Kein Feld sieht wie ein Zeitstempel aus: als timestamp=FELD angeben.</translation>
    </message>
    <message>
        <source>Columns proposed from these fields: check them before importing.</source>
        <translation>Spalten aus diesen Feldern vorgeschlagen: vor dem Import prüfen.</translation>
    </message>
    <message>
        <source>Choose the file to import first.</source>
        <translation>Zuerst die zu importierende Datei wählen.</translation>
    </message>
    <message>
        <source>A column mapping is FIELD=COLUMN, not &apos;%1&apos;.</source>
        <translation>Eine Spaltenzuordnung ist FELD=SPALTE, nicht &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>llmcap::TelemetryPage</name>
    <message>
        <source>From %1 (%2), imported %3.</source>
        <translation>Aus %1 (%2), importiert am %3.</translation>
    </message>
    <message>
        <source>Never stored: %1.</source>
        <translation>Nie gespeichert: %1.</translation>
    </message>
    <message>
        <source>Pseudonymised: %1.</source>
        <translation>Pseudonymisiert: %1.</translation>
    </message>
    <message>
        <source>%1 records could not be read and were skipped.</source>
        <translation>%1 Einträge waren unlesbar und wurden übersprungen.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Use as workload</source>
        <translation>Als Lastprofil verwenden</translation>
    </message>
    <message>
        <source>What the application really sends: import a telemetry export (Langfuse, OpenTelemetry GenAI spans, a Mooncake trace, or any JSONL/CSV request log), see its shape — rates, concurrency, length tails, calls per run, time of day — and use it as the workload. Prompts, outputs and documents are never stored; user, session and trace ids become keyed pseudonyms.</source>
        <translation>Was die Anwendung wirklich sendet: einen Telemetrie-Export importieren (Langfuse, OpenTelemetry-GenAI-Spans, ein Mooncake-Trace oder ein beliebiges JSONL/CSV-Anfrageprotokoll), seine Form sehen — Raten, Nebenläufigkeit, lange Längen, Aufrufe pro Lauf, Tageszeit — und ihn als Lastprofil verwenden. Prompts, Ausgaben und Dokumente werden nie gespeichert; Benutzer-, Sitzungs- und Trace-IDs werden zu verschlüsselten Pseudonymen.</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Classes by</source>
        <translation>Klassen nach</translation>
    </message>
    <message>
        <source>run name</source>
        <translation>Laufname</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Replace the project&apos;s workload with classes derived from this dataset and fill the sizing request&apos;s workload answers as measured.</source>
        <translation>Das Lastprofil des Projekts durch aus diesem Datensatz abgeleitete Klassen ersetzen und die Lastprofil-Antworten der Kapazitätsanfrage als gemessen füllen.</translation>
    </message>
    <message>
        <source>Telemetry</source>
        <translation>Telemetrie</translation>
    </message>
    <message>
        <source>Open a project to import telemetry into it.</source>
        <translation>Ein Projekt öffnen, um Telemetrie hineinzuimportieren.</translation>
    </message>
    <message>
        <source>Cannot read the telemetry datasets: %1</source>
        <translation>Die Telemetrie-Datensätze sind nicht lesbar: %1</translation>
    </message>
    <message>
        <source>%1
%2 calls, %3 runs</source>
        <translation>%1
%2 Aufrufe, %3 Läufe</translation>
    </message>
    <message>
        <source>No telemetry in project &apos;%1&apos; yet: import an export above.</source>
        <translation>Noch keine Telemetrie im Projekt &apos;%1&apos;: oben einen Export importieren.</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Nichts importiert: %1</translation>
    </message>
    <message>
        <source>Imported &quot;%1&quot;: %2 LLM calls in %3 runs, %4 records skipped.</source>
        <translation>&quot;%1&quot; importiert: %2 LLM-Aufrufe in %3 Läufen, %4 Einträge übersprungen.</translation>
    </message>
    <message>
        <source>Importing %1 ...</source>
        <translation>%1 wird importiert ...</translation>
    </message>
    <message>
        <source>Cannot analyse the dataset: %1</source>
        <translation>Der Datensatz ist nicht analysierbar: %1</translation>
    </message>
    <message>
        <source>Analysing &quot;%1&quot; ...</source>
        <translation>&quot;%1&quot; wird analysiert ...</translation>
    </message>
    <message>
        <source>Rates over time</source>
        <translation>Raten über die Zeit</translation>
    </message>
    <message>
        <source>Lengths</source>
        <translation>Längen</translation>
    </message>
    <message>
        <source>Calls per run</source>
        <translation>Aufrufe pro Lauf</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Tageszeit</translation>
    </message>
    <message>
        <source>Cannot derive a workload: %1</source>
        <translation>Kein Lastprofil ableitbar: %1</translation>
    </message>
    <message>
        <source>The project&apos;s workload now has %1 classes derived from &quot;%2&quot;; the sizing request&apos;s workload answers are marked measured.</source>
        <translation>Das Lastprofil des Projekts hat jetzt %1 aus &quot;%2&quot; abgeleitete Klassen; die Lastprofil-Antworten der Kapazitätsanfrage sind als gemessen markiert.</translation>
    </message>
    <message>
        <source>%1 (no project)</source>
        <translation>%1 (kein Projekt)</translation>
    </message>
    <message>
        <source>This replaces answers of the stored sizing request with what the dataset measured: %1.</source>
        <translation>Dies ersetzt Antworten der gespeicherten Kapazitätsanfrage durch das, was der Datensatz gemessen hat: %1.</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Nothing was changed: the sizing request keeps its answers.</source>
        <translation>Nichts wurde geändert: Die Kapazitätsanfrage behält ihre Antworten.</translation>
    </message>
</context>
<context>
    <name>llmcap::TimeSeriesChart</name>
    <message>
        <source>elapsed s</source>
        <translation>vergangene s</translation>
    </message>
</context>
<context>
    <name>llmcap::TtftScatterChart</name>
    <message>
        <source>TTFT against input tokens</source>
        <translation>TTFT über Eingabe-Tokens</translation>
    </message>
    <message>
        <source>input tokens (usage)</source>
        <translation>Eingabe-Tokens (usage)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>TTFT against input tokens&lt;br&gt;&lt;small&gt;%1 of %2 requests: the %3 slowest, a sample of the rest&lt;/small&gt;</source>
        <translation>TTFT über Eingabe-Tokens&lt;br&gt;&lt;small&gt;%1 von %2 Anfragen: die %3 langsamsten, eine Stichprobe der übrigen&lt;/small&gt;</translation>
    </message>
</context>
<context>
    <name>llmcap::TtftSplitTableModel</name>
    <message>
        <source>request id</source>
        <translation>Anfrage-ID</translation>
    </message>
    <message>
        <source>trace id</source>
        <translation>Trace-ID</translation>
    </message>
    <message>
        <source>warm-up request: not in the run&apos;s figures</source>
        <translation>Aufwärmanfrage: nicht in den Werten des Laufs</translation>
    </message>
    <message>
        <source>TTFT minus the server&apos;s time to first token: the client&apos;s delay, the request&apos;s way to the server and the first token&apos;s way back</source>
        <translation>TTFT abzüglich der Zeit des Servers bis zum ersten Token: die Verzögerung beim Client, der Weg der Anfrage zum Server und der Rückweg des ersten Tokens</translation>
    </message>
    <message>
        <source>the server&apos;s time to first token minus queue and prefill</source>
        <translation>die Zeit des Servers bis zum ersten Token abzüglich Warteschlange und Prefill</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Client and network</source>
        <translation>Client und Netzwerk</translation>
    </message>
    <message>
        <source>Server queue</source>
        <translation>Server-Warteschlange</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>Other server</source>
        <translation>Übriger Server</translation>
    </message>
    <message>
        <source>Joined by</source>
        <translation>Zugeordnet über</translation>
    </message>
</context>
<context>
    <name>llmcap::TwinEstimateJob</name>
    <message>
        <source>%1 with mean lengths %2 in / %3 out</source>
        <translation>%1 mit mittleren Längen %2 ein / %3 aus</translation>
    </message>
    <message>
        <source>the sweep&apos;s workload</source>
        <translation>die Last des Sweeps</translation>
    </message>
</context>
<context>
    <name>llmcap::TwinWhatIfDialog</name>
    <message>
        <source>not bounded</source>
        <translation>nicht begrenzt</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source>&amp;Run the twin</source>
        <translation>Zwilling &amp;rechnen</translation>
    </message>
    <message>
        <source>What-if (modeled)</source>
        <translation>Was-wäre-wenn (modelliert)</translation>
    </message>
    <message>
        <source>for</source>
        <translation>für</translation>
    </message>
    <message>
        <source>of requests</source>
        <translation>der Anfragen</translation>
    </message>
    <message>
        <source>&amp;TTFT at most</source>
        <translation>&amp;TTFT höchstens</translation>
    </message>
    <message>
        <source>T&amp;POT at most</source>
        <translation>T&amp;POT höchstens</translation>
    </message>
    <message>
        <source>Mean prompt &amp;length</source>
        <translation>Mittlere Prompt-&amp;Länge</translation>
    </message>
    <message>
        <source>Mean o&amp;utput length</source>
        <translation>Mittlere A&amp;usgabelänge</translation>
    </message>
    <message>
        <source>In the replica&apos;s own time, as a request states it. The SLO&apos;s other objectives and its per-class ones stay as the sweep had them.</source>
        <translation>In der eigenen Zeit des Replikats, wie eine Anfrage sie angibt. Die übrigen Ziele des SLO und die je Klasse bleiben, wie der Sweep sie hatte.</translation>
    </message>
    <message>
        <source>A change fixes every class&apos;s lengths at its share of this mean (the class mix is kept, the spread of lengths is not).</source>
        <translation>Eine Änderung legt die Längen jeder Klasse auf ihren Anteil an diesem Mittel fest (die Klassenmischung bleibt, die Streuung der Längen nicht).</translation>
    </message>
    <message>
        <source>Sweep %1 keeps its twin: a changed SLO or workload gives a modeled long-run boundary in seconds, without new endpoint time. It is shown here and not applied to the plan.</source>
        <translation>Sweep %1 behält seinen Zwilling: ein geändertes SLO oder eine geänderte Last ergibt in Sekunden eine modellierte Langzeitgrenze, ohne neue Endpunktzeit. Sie wird hier angezeigt und nicht auf den Plan angewandt.</translation>
    </message>
    <message>
        <source>%1 %2 ms for %3 %</source>
        <translation>%1 %2 ms für %3 %</translation>
    </message>
    <message>
        <source>Running sweep %1&apos;s twin...</source>
        <translation>Zwilling von Sweep %1 läuft...</translation>
    </message>
    <message>
        <source>Modeled boundary: %1 req/s per replica (95 % interval %2-%3), plan at %4 req/s.</source>
        <translation>Modellierte Grenze: %1 Anfr./s je Replikat (95-%-Intervall %2-%3), Planung bei %4 Anfr./s.</translation>
    </message>
    <message>
        <source>The twin found no boundary: %1</source>
        <translation>Der Zwilling fand keine Grenze: %1</translation>
    </message>
    <message>
        <source>Modeled from sweep %1&apos;s twin; no step measured this SLO or workload.</source>
        <translation>Modelliert aus dem Zwilling von Sweep %1; keine Stufe hat dieses SLO oder diese Last gemessen.</translation>
    </message>
    <message>
        <source>Modeled from sweep %1&apos;s twin, for the sweep&apos;s own SLO and workload.</source>
        <translation>Modelliert aus dem Zwilling von Sweep %1, für das eigene SLO und die eigene Last des Sweeps.</translation>
    </message>
    <message>
        <source>Twin check FAILED: %1. Do not plan on this boundary.</source>
        <translation>Prüfung des Zwillings NICHT BESTANDEN: %1. Planen Sie nicht mit dieser Grenze.</translation>
    </message>
    <message>
        <source>Twin check passed on every step it was fitted on; its error at the boundary is not known (%1).</source>
        <translation>Prüfung des Zwillings auf jeder Stufe bestanden, an die er angepasst wurde; sein Fehler an der Grenze ist nicht bekannt (%1).</translation>
    </message>
    <message>
        <source>Twin check passed; its boundary error at the step nearest the boundary: %1 % (%2).</source>
        <translation>Prüfung des Zwillings bestanden; sein Grenzfehler an der Stufe nächst der Grenze: %1 % (%2).</translation>
    </message>
</context>
<context>
    <name>llmcap::ValidatePage</name>
    <message>
        <source>&amp;Run validation</source>
        <translation>&amp;Validierung ausführen</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> Anfragen/s</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Fleet and load</source>
        <translation>Flotte und Last</translation>
    </message>
    <message>
        <source>Replica preset:</source>
        <translation>Replik-Voreinstellung:</translation>
    </message>
    <message>
        <source>Replicas:</source>
        <translation>Repliken:</translation>
    </message>
    <message>
        <source>Load balancing:</source>
        <translation>Lastverteilung:</translation>
    </message>
    <message>
        <source>Start-up time:</source>
        <translation>Startzeit:</translation>
    </message>
    <message>
        <source>The fleet&apos;s offered load: the plan&apos;s projected peak.</source>
        <translation>Die angebotene Last der Flotte: die prognostizierte Spitze des Plans.</translation>
    </message>
    <message>
        <source>Offered load:</source>
        <translation>Angebotene Last:</translation>
    </message>
    <message>
        <source>Prompt tokens:</source>
        <translation>Prompt-Tokens:</translation>
    </message>
    <message>
        <source>Output tokens:</source>
        <translation>Ausgabe-Tokens:</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Dip (good per minute)</source>
        <translation>Einbruch (gut pro Minute)</translation>
    </message>
    <message>
        <source>Recovered after</source>
        <translation>Erholt nach</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Shed</source>
        <translation>Abgewiesen</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>Validieren</translation>
    </message>
    <message>
        <source>drill line %1: node drills need a placement, which the CLI&apos;s --placement gives</source>
        <translation>Übungszeile %1: Knotenübungen benötigen eine Platzierung, die --placement der CLI angibt</translation>
    </message>
    <message numerus="yes">
        <source>%n drill(s)</source>
        <translation>
            <numerusform>%n Übung</numerusform>
            <numerusform>%n Übungen</numerusform>
        </translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>Validating %1 replicas for %2 minutes in virtual time...</source>
        <translation>Validiere %1 Repliken für %2 Minuten in virtueller Zeit...</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>broken: %1</source>
        <translation>verletzt: %1</translation>
    </message>
    <message>
        <source>not recovered</source>
        <translation>nicht erholt</translation>
    </message>
    <message>
        <source>&amp;Attach to the newest plan</source>
        <translation>An den neuesten Plan &amp;anhängen</translation>
    </message>
    <message>
        <source>Not stored: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Stored as validation %1.</source>
        <translation>Als Validierung %1 gespeichert.</translation>
    </message>
    <message>
        <source>The project has no saved plan yet: save one on the Plan page, then attach.</source>
        <translation>Das Projekt hat noch keinen gespeicherten Plan: einen auf der Seite Plan speichern, dann anhängen.</translation>
    </message>
    <message>
        <source>Validation %1 is attached to plan %2: the plan&apos;s report shows it.</source>
        <translation>Validierung %1 ist an Plan %2 angehängt: der Bericht des Plans zeigt sie.</translation>
    </message>
    <message>
        <source>Check the plan&apos;s fleet the way production will test it: replicas behind the load balancer at the projected peak, through a replica loss, a node loss and a rollout. Runs the built-in simulated fleet in virtual time, or live on loopback ports in real time; replica endpoints and gateways with llmcap-cli validate.</source>
        <translation>Die Flotte des Plans so prüfen, wie die Produktion sie testen wird: Repliken hinter dem Lastverteiler bei der prognostizierten Spitze, durch einen Replik-Verlust, einen Knotenverlust und einen Rollout. Führt die eingebaute simulierte Flotte in virtueller Zeit aus oder live auf Loopback-Ports in Echtzeit; Replik-Endpunkte und Gateways mit llmcap-cli validate.</translation>
    </message>
    <message>
        <source>Virtual time (as fast as the CPU allows)</source>
        <translation>Virtuelle Zeit (so schnell die CPU erlaubt)</translation>
    </message>
    <message>
        <source>Live: the built-in fleet in real time</source>
        <translation>Live: die eingebaute Flotte in Echtzeit</translation>
    </message>
    <message>
        <source> x</source>
        <translation> x</translation>
    </message>
    <message>
        <source>Simulated seconds per wall-clock second: at 10 an hour of fleet time takes 6 minutes.</source>
        <translation>Simulierte Sekunden pro Echtzeitsekunde: bei 10 dauert eine Stunde Flottenzeit 6 Minuten.</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Ausführung:</translation>
    </message>
    <message>
        <source>Live speed:</source>
        <translation>Live-Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Validating %1 replicas for %2 minutes live, %3 times faster than real time...</source>
        <translation>Validiere %1 Repliken für %2 Minuten live, %3-mal schneller als Echtzeit...</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Live: %1 of %2 minutes, %3 requests ended, %4 % good so far</source>
        <translation>Live: %1 von %2 Minuten, %3 Anfragen beendet, bisher %4 % gut</translation>
    </message>
    <message>
        <source>(edited)</source>
        <translation>(bearbeitet)</translation>
    </message>
    <message>
        <source>SLO: a default (no project is open).</source>
        <translation>SLO: eine Vorgabe (kein Projekt ist geöffnet).</translation>
    </message>
    <message>
        <source>SLO: a default; the project has no saved plan yet.</source>
        <translation>SLO: eine Vorgabe; das Projekt hat noch keinen gespeicherten Plan.</translation>
    </message>
    <message>
        <source>SLO: a default; plan %1&apos;s cannot be read: %2</source>
        <translation>SLO: eine Vorgabe; das von Plan %1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>SLO: plan %1&apos;s, the project&apos;s newest.</source>
        <translation>SLO: das von Plan %1, dem neuesten des Projekts.</translation>
    </message>
    <message>
        <source>SLO: %1</source>
        <translation>SLO: %1</translation>
    </message>
    <message>
        <source>Not stored: no project database file is open.</source>
        <translation>Nicht gespeichert: keine Projektdatenbank-Datei ist geöffnet.</translation>
    </message>
    <message>
        <source>Example values: the project has no saved plan yet. Save one on the Plan page and its replicas, peak and SLO fill this form.</source>
        <translation>Beispielwerte: das Projekt hat noch keinen gespeicherten Plan. Speichern Sie einen auf der Seite Plan, dann füllen seine Replikate, Spitze und SLO dieses Formular.</translation>
    </message>
    <message>
        <source>Example values: the newest plan cannot be validated here: %1</source>
        <translation>Beispielwerte: der neueste Plan lässt sich hier nicht validieren: %1</translation>
    </message>
</context>
<context>
    <name>llmcap::ValidationReport</name>
    <message>
        <source>%1%2 %3 % (target %4 %)</source>
        <translation>%1%2 %3 % (Ziel %4 %)</translation>
    </message>
    <message>
        <source>error rate %1 % (limit %2 %)</source>
        <translation>Fehlerrate %1 % (Grenze %2 %)</translation>
    </message>
</context>
<context>
    <name>llmcap::WorkflowSidebar</name>
    <message>
        <source>Ctrl+%1</source>
        <translation>Strg+%1</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>Erledigt: %1</translation>
    </message>
    <message>
        <source>%1, done</source>
        <translation>%1, erledigt</translation>
    </message>
</context>
<context>
    <name>llmcap::WorkloadClassEditor</name>
    <message>
        <source>&amp;Add class</source>
        <translation>Klasse &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move class</source>
        <translation>Klasse &amp;entfernen</translation>
    </message>
    <message>
        <source>- not answered -</source>
        <translation>– nicht beantwortet –</translation>
    </message>
    <message>
        <source>e.g. chat, summarize, coding-agent</source>
        <translation>z. B. chat, summarize, coding-agent</translation>
    </message>
    <message>
        <source>what it does, and its hard cases</source>
        <translation>was sie tut, und ihre schweren Fälle</translation>
    </message>
    <message>
        <source>E&amp;xecution:</source>
        <translation>A&amp;usführung:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <source>C&amp;lass name:</source>
        <translation>Klassen&amp;name:</translation>
    </message>
</context>
<context>
    <name>llmcap::WorkloadClassTableModel</name>
    <message>
        <source>Relative share of requests in this class.</source>
        <translation>Relativer Anteil der Anfragen in dieser Klasse.</translation>
    </message>
    <message>
        <source>Tokens of a prompt prefix shared with other requests (a system prompt, tool schemas); 0 for none.</source>
        <translation>Tokens eines Prompt-Präfixes, das mit anderen Anfragen geteilt wird (ein System-Prompt, Tool-Schemas); 0 für keines.</translation>
    </message>
    <message>
        <source>Share of requests (0 to 1) that begin with a shared prefix.</source>
        <translation>Anteil der Anfragen (0 bis 1), die mit einem geteilten Präfix beginnen.</translation>
    </message>
    <message>
        <source>How many different shared prefixes there are.</source>
        <translation>Wie viele verschiedene geteilte Präfixe es gibt.</translation>
    </message>
    <message>
        <source>Probability (0 to 1) that the user gives up and closes the stream.</source>
        <translation>Wahrscheinlichkeit (0 bis 1), dass der Nutzer aufgibt und den Stream schließt.</translation>
    </message>
    <message>
        <source>Output tokens after which a cancelling user closes the stream.</source>
        <translation>Ausgabetokens, nach denen ein abbrechender Nutzer den Stream schließt.</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabetokens</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabetokens</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>Geteiltes Präfix</translation>
    </message>
    <message>
        <source>Share ratio</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Cancel prob.</source>
        <translation>Abbruch-W.</translation>
    </message>
    <message>
        <source>Cancel after</source>
        <translation>Abbruch nach</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>Measured together with the output length: %1 input/output pairs keep their correlation, and requests draw from them. Typing a distribution here replaces the pairs with independent input and output distributions.</source>
        <translation>Zusammen mit der Ausgabelänge gemessen: %1 Eingabe/Ausgabe-Paare erhalten ihre Korrelation, und Anfragen ziehen aus ihnen. Eine hier eingegebene Verteilung ersetzt die Paare durch unabhängige Eingabe- und Ausgabeverteilungen.</translation>
    </message>
    <message>
        <source>%1 (joint: %2 pairs)</source>
        <translation>%1 (gemeinsam: %2 Paare)</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>class &apos;%1&apos;</source>
        <translation>Klasse „%1“</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>llmcap::WorkloadEditor</name>
    <message>
        <source>Request classes</source>
        <translation>Anfrageklassen</translation>
    </message>
    <message>
        <source>Replay a trace file</source>
        <translation>Eine Trace-Datei abspielen</translation>
    </message>
    <message>
        <source>Add class</source>
        <translation>Klasse hinzufügen</translation>
    </message>
    <message>
        <source>Remove class</source>
        <translation>Klasse entfernen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Workload name:</source>
        <translation>Name des Lastprofils:</translation>
    </message>
    <message>
        <source>a JSON Lines trace: one request per line</source>
        <translation>ein Trace in JSON Lines: eine Anfrage pro Zeile</translation>
    </message>
    <message>
        <source>Trace file:</source>
        <translation>Trace-Datei:</translation>
    </message>
    <message>
        <source>Multiplies the trace&apos;s timestamps: 0.5 replays twice as fast.</source>
        <translation>Multipliziert die Zeitstempel des Traces: 0,5 spielt doppelt so schnell ab.</translation>
    </message>
    <message>
        <source>Time scale:</source>
        <translation>Zeitskala:</translation>
    </message>
    <message>
        <source>choose a trace file to replay</source>
        <translation>wählen Sie eine Trace-Datei zum Abspielen</translation>
    </message>
    <message>
        <source>Open workload</source>
        <translation>Lastprofil öffnen</translation>
    </message>
    <message>
        <source>Workload files (*.yaml *.yml *.json);;All files (*)</source>
        <translation>Lastdateien (*.yaml *.yml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save workload</source>
        <translation>Lastprofil speichern</translation>
    </message>
    <message>
        <source>Workload files (*.yaml *.yml *.json)</source>
        <translation>Lastdateien (*.yaml *.yml *.json)</translation>
    </message>
    <message>
        <source>Choose a trace</source>
        <translation>Einen Trace wählen</translation>
    </message>
    <message>
        <source>Traces (*.jsonl *.json);;All files (*)</source>
        <translation>Traces (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Saved the workload to %1.</source>
        <translation>Last nach %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>llmcap::WorkloadPage</name>
    <message>
        <source>Workload</source>
        <translation>Lastprofil</translation>
    </message>
    <message>
        <source>Workload classes with their token-length distributions, shared prefixes and cancellations, or a sanitized trace to replay; and the SLO a benchmark judges them by. Tails matter more than averages. The Benchmark page starts from what is saved here for the project.</source>
        <translation>Lastklassen mit ihren Verteilungen der Tokenlängen, geteilten Präfixen und Abbrüchen oder ein bereinigter Trace zum Abspielen; dazu das SLO, an dem ein Benchmark sie misst. Verteilungsränder zählen mehr als Mittelwerte. Die Seite Benchmark geht von dem aus, was hier für das Projekt gespeichert ist.</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Open a project to keep a workload and SLO with it.</source>
        <translation>Öffnen Sie ein Projekt, um ein Lastprofil und ein SLO darin zu speichern.</translation>
    </message>
    <message>
        <source>Changes are saved with project &apos;%1&apos;.</source>
        <translation>Änderungen werden mit Projekt „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>the SLO</source>
        <translation>das SLO</translation>
    </message>
    <message>
        <source>Saved with project &apos;%1&apos;.</source>
        <translation>Mit Projekt „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Not saved until the errors are fixed: %1.</source>
        <translation>Nicht gespeichert, bis die Fehler behoben sind: %1.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>the workload (%1)</source>
        <translation>die Last (%1)</translation>
    </message>
</context>
<context>
    <name>llmcap::Workspace</name>
    <message>
        <source>no database is open</source>
        <translation>keine Datenbank geöffnet</translation>
    </message>
    <message>
        <source>project %1 does not exist in this database</source>
        <translation>Projekt %1 existiert nicht in dieser Datenbank</translation>
    </message>
</context>
</TS>
