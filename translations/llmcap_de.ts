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
        <source>the keyring has no entry '%1' for service '%2'</source>
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
        <source>'%1': the burstiness after gamma: must be a number above 0 (1 is Poisson, below 1 burstier)</source>
        <translation>„%1“: die Burstiness nach gamma: muss eine Zahl über 0 sein (1 ist Poisson, unter 1 stoßweiser)</translation>
    </message>
    <message>
        <source>unknown arrival process '%1' (use poisson, gamma:B, constant or trace)</source>
        <translation>unbekannter Ankunftsprozess „%1“ (verwenden Sie poisson, gamma:B, constant oder trace)</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>%1: unknown serving setting '%2'</source>
        <translation>%1: unbekannte Serving-Einstellung „%2“</translation>
    </message>
    <message>
        <source>%1: '%2' has an unusable value</source>
        <translation>%1: „%2“ hat einen unbrauchbaren Wert</translation>
    </message>
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
        <source>Sends a workload to an OpenAI-compatible endpoint (vLLM, SGLang, TGI, llama.cpp, NIM or the built-in simulator) on a seeded arrival process scheduled in absolute time, and measures every request: TTFT, ITL, TPOT and E2E from the scheduled send time, schedule lag, errors by category, the server's own metrics. Warm-up requests are sent but excluded; the measurement window lasts --duration; requests still running afterwards get --drain-timeout. Every request is stored in the project database as it finishes. A run whose p99 schedule lag exceeds --lag-bound is client-limited: it and a run where no request succeeded are invalid (exit code 1). Ctrl+C ends the window early (twice: abort).

The API key comes from --api-key-env NAME or the OS keyring (--api-key-keyring ENTRY); it is never stored or printed.</source>
        <translation>Sendet eine Last an einen OpenAI-kompatiblen Endpunkt (vLLM, SGLang, TGI, llama.cpp, NIM oder den eingebauten Simulator) nach einem reproduzierbaren, in absoluter Zeit geplanten Ankunftsprozess und misst jede Anfrage: TTFT, ITL, TPOT und E2E ab dem geplanten Sendezeitpunkt, Planungsverzug, Fehler nach Kategorie, die eigenen Metriken des Servers. Aufwärmanfragen werden gesendet, aber nicht gewertet; das Messfenster dauert --duration; danach noch laufende Anfragen erhalten --drain-timeout. Jede Anfrage wird beim Abschluss in der Projektdatenbank gespeichert. Ein Lauf, dessen p99-Planungsverzug --lag-bound überschreitet, ist clientbegrenzt: er und ein Lauf ohne erfolgreiche Anfrage sind ungültig (Exit-Code 1). Strg+C beendet das Fenster vorzeitig (zweimal: Abbruch).

Der API-Schlüssel kommt aus --api-key-env NAME oder dem Schlüsselbund des Systems (--api-key-keyring EINTRAG); er wird nie gespeichert oder ausgegeben.</translation>
    </message>
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
        <source>Do not scrape the server's metrics.</source>
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
        <source>Mean request rate (requests per second), open loop.</source>
        <translation>Mittlere Anfragerate (Anfragen pro Sekunde), offene Schleife.</translation>
    </message>
    <message>
        <source>Closed loop with N concurrent users instead (comparison only).</source>
        <translation>Stattdessen geschlossene Schleife mit N gleichzeitigen Nutzern (nur zum Vergleich).</translation>
    </message>
    <message>
        <source>Arrival process: poisson, gamma:B (burstiness B) or constant.</source>
        <translation>Ankunftsprozess: poisson, gamma:B (Burstiness B) oder constant.</translation>
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
        <source>Seed: the same seed sends the same requests at every rate.</source>
        <translation>Seed: derselbe Seed sendet bei jeder Rate dieselben Anfragen.</translation>
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
        <source>Write one row per request to this CSV file.</source>
        <translation>Eine Zeile pro Anfrage in diese CSV-Datei schreiben.</translation>
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
        <source>--url is required</source>
        <translation>--url ist erforderlich</translation>
    </message>
    <message>
        <source>--api must be chat or completions</source>
        <translation>--api muss chat oder completions sein</translation>
    </message>
    <message>
        <source>--header '%1' must look like 'Name: value'</source>
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
        <source>--pin '%1': use KEY=VALUE with a serving setting such as gpu_type, gpu_count or tensor_parallel</source>
        <translation>--pin „%1“: verwenden Sie SCHLÜSSEL=WERT mit einer Serving-Einstellung wie gpu_type, gpu_count oder tensor_parallel</translation>
    </message>
    <message>
        <source>--pin '%1': unusable value</source>
        <translation>--pin „%1“: unbrauchbarer Wert</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--input-tokens and --output-tokens need whole numbers above 0</source>
        <translation>--input-tokens und --output-tokens brauchen ganze Zahlen über 0</translation>
    </message>
    <message>
        <source>note: the serving configuration is not fully pinned; missing: %1 (use --pin KEY=VALUE or --serving FILE)</source>
        <translation>Hinweis: die Serving-Konfiguration ist nicht vollständig festgelegt; es fehlen: %1 (verwenden Sie --pin SCHLÜSSEL=WERT oder --serving DATEI)</translation>
    </message>
    <message>
        <source>stopping: the window ends now; requests in flight get up to %1 s (Ctrl+C again to abort)</source>
        <translation>wird beendet: das Fenster endet jetzt; laufende Anfragen erhalten bis zu %1 s (erneut Strg+C zum Abbrechen)</translation>
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
        <source>Project database file (default: the user's application data folder).</source>
        <translation>Projektdatenbank (Standard: der Anwendungsdatenordner des Benutzers).</translation>
    </message>
    <message>
        <source>Write the result as JSON to PATH, or to standard output with '-'.</source>
        <translation>Ergebnis als JSON nach PATH schreiben, mit '-' auf die Standardausgabe.</translation>
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
        <source>Run 'llmcap-cli COMMAND --help' for the options of one command.</source>
        <translation>'llmcap-cli BEFEHL --help' zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Run 'llmcap-cli --help' for usage.</source>
        <translation>'llmcap-cli --help' zeigt die Verwendung.</translation>
    </message>
    <message>
        <source>unknown command '%1'</source>
        <translation>unbekannter Befehl '%1'</translation>
    </message>
    <message>
        <source>Run 'llmcap-cli --help' for the list of commands.</source>
        <translation>'llmcap-cli --help' listet die Befehle auf.</translation>
    </message>
    <message>
        <source>Run 'llmcap-cli %1 --help' for usage.</source>
        <translation>'llmcap-cli %1 --help' zeigt die Verwendung.</translation>
    </message>
</context>
<context>
    <name>CliContext</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
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
        <source>the endpoint does not serve '%1' (it lists: %2)</source>
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
        <source>no /tokenize endpoint: prompt lengths assume one token per word; the recorded counts are the server's usage</source>
        <translation>kein /tokenize-Endpunkt: Prompt-Längen nehmen ein Token pro Wort an; aufgezeichnet werden die usage-Zahlen des Servers</translation>
    </message>
</context>
<context>
    <name>EndpointTarget</name>
    <message>
        <source>the endpoint URL '%1' is not valid</source>
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
        <source>'%1' is not a valid header name</source>
        <translation>„%1“ ist kein gültiger Header-Name</translation>
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
</context>
<context>
    <name>FaultSpec</name>
    <message>
        <source>fault "%1": expected NAME=FRACTION</source>
        <translation>Fehler "%1": NAME=ANTEIL erwartet</translation>
    </message>
    <message>
        <source>unknown fault "%1" (known: %2)</source>
        <translation>unbekannter Fehler "%1" (bekannt: %2)</translation>
    </message>
    <message>
        <source>fault "%1" is given twice</source>
        <translation>Fehler "%1" ist doppelt angegeben</translation>
    </message>
    <message>
        <source>fault "%1" takes no duration (only stall=FRACTION:MS)</source>
        <translation>Fehler "%1" nimmt keine Dauer (nur stall=ANTEIL:MS)</translation>
    </message>
    <message>
        <source>stall duration "%1" is not a number of milliseconds between 0 and 3600000</source>
        <translation>Stall-Dauer "%1" ist keine Zahl von Millisekunden zwischen 0 und 3600000</translation>
    </message>
    <message>
        <source>fault "%1": fraction "%2" must be between 0 and 1 (or 0%-100%)</source>
        <translation>Fehler "%1": Anteil "%2" muss zwischen 0 und 1 liegen (oder 0%-100%)</translation>
    </message>
    <message>
        <source>the fault fractions add up to %1, more than 1</source>
        <translation>die Fehleranteile ergeben zusammen %1, mehr als 1</translation>
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
        <source>max_model_len %1 exceeds the model's context of %2 tokens</source>
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
    <name>GuiLauncher</name>
    <message>
        <source>llmcap</source>
        <translation>llmcap</translation>
    </message>
    <message>
        <source>Demo project</source>
        <translation>Demoprojekt</translation>
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
        <source>must be one of %1 (got "%2")</source>
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
    <name>LatencySummary</name>
    <message>
        <source>%1 %2 rests on %3 samples (%4 needed)</source>
        <translation>%1 %2 beruht auf %3 Stichproben (%4 nötig)</translation>
    </message>
</context>
<context>
    <name>LengthDistribution</name>
    <message>
        <source>unknown length distribution '%1' (use fixed, uniform, normal, lognormal or exponential)</source>
        <translation>unbekannte Längenverteilung '%1' (fixed, uniform, normal, lognormal oder exponential verwenden)</translation>
    </message>
    <message>
        <source>length distribution needs 1 &lt;= min &lt;= max (got %1, %2)</source>
        <translation>die Längenverteilung braucht 1 &lt;= min &lt;= max (angegeben: %1, %2)</translation>
    </message>
    <message>
        <source>length distribution '%1' needs a positive mean</source>
        <translation>die Längenverteilung '%1' braucht einen positiven Mittelwert</translation>
    </message>
    <message>
        <source>length distribution stddev must not be negative</source>
        <translation>die Standardabweichung der Längenverteilung darf nicht negativ sein</translation>
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
</context>
<context>
    <name>MetricsScraper</name>
    <message>
        <source>server metrics at %1: %2</source>
        <translation>Servermetriken unter %1: %2</translation>
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
        <source>a project named "%1" already exists</source>
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
        <source>unexpected argument '%1'</source>
        <translation>unerwartetes Argument '%1'</translation>
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
    <name>RunMetrics</name>
    <message>
        <source>client-limited: the p99 schedule lag of %1 ms exceeds the bound of %2 ms; the client, not the server, shaped the load</source>
        <translation>clientbegrenzt: der p99-Planungsverzug von %1 ms überschreitet die Grenze von %2 ms; der Client, nicht der Server, hat die Last geformt</translation>
    </message>
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
        <source>server (%1, %2 samples): running mean %3 max %4, waiting mean %5 max %6</source>
        <translation>Server (%1, %2 Proben): laufend Mittel %3 max. %4, wartend Mittel %5 max. %6</translation>
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
        <source>  queue time mean %1 ms, p50 %2 ms, p99 %3 ms (server histogram)</source>
        <translation>  Wartezeit Mittel %1 ms, p50 %2 ms, p99 %3 ms (Server-Histogramm)</translation>
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
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
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
        <source>the server's waiting queue grows without recovering (+%1 requests/s)</source>
        <translation>die Warteschlange des Servers wächst, ohne sich zu erholen (+%1 Anfragen/s)</translation>
    </message>
</context>
<context>
    <name>ServeSimCommand</name>
    <message>
        <source>Run the built-in simulated inference server (OpenAI-compatible, vLLM-like).</source>
        <translation>Den eingebauten simulierten Inferenzserver starten (OpenAI-kompatibel, vLLM-ähnlich).</translation>
    </message>
    <message>
        <source>Serves an OpenAI-compatible API backed by a simulated continuous-batching engine until interrupted (Ctrl+C or SIGTERM). Once it accepts connections it prints 'listening on http://HOST:PORT' on standard output. Endpoints: /v1/chat/completions, /v1/completions, /v1/models, /tokenize, /health, /metrics.

Fault spec: NAME=FRACTION[,...] with NAME one of status429, status500, status503, drop, stall, malformed, nodone, errorevent; FRACTION like 0.05 or 5%; stall takes a duration: stall=0.01:2000 (milliseconds). Example: --faults status429=0.05,drop=0.01,stall=0.01:2000</source>
        <translation>Stellt eine OpenAI-kompatible API bereit, hinter der eine simulierte Continuous-Batching-Engine arbeitet, bis er unterbrochen wird (Strg+C oder SIGTERM). Sobald er Verbindungen annimmt, gibt er 'listening on http://HOST:PORT' auf der Standardausgabe aus. Endpunkte: /v1/chat/completions, /v1/completions, /v1/models, /tokenize, /health, /metrics.

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
        <source>Preset file (JSON or YAML); "base": NAME starts from a built-in preset.</source>
        <translation>Preset-Datei (JSON oder YAML); "base": NAME geht von einem eingebauten Preset aus.</translation>
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
        <source>unexpected argument '%1'</source>
        <translation>unerwartetes Argument '%1'</translation>
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
        <source>unknown preset '%1'; valid presets: %2</source>
        <translation>unbekanntes Preset '%1'; gültige Presets: %2</translation>
    </message>
    <message>
        <source>warning: listening on %1, which other machines may reach; the simulated server has no authentication</source>
        <translation>Warnung: lausche auf %1, das andere Rechner erreichen können; der simulierte Server hat keine Authentifizierung</translation>
    </message>
    <message>
        <source>simulating %1 (model '%2', KV cache %3 tokens, speed %4x, faults %5)</source>
        <translation>simuliere %1 (Modell '%2', KV-Cache %3 Tokens, Tempo %4x, Fehler %5)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>beendet</translation>
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
</context>
<context>
    <name>SimPreset</name>
    <message>
        <source>unknown id "%1" (known: %2)</source>
        <translation>unbekannte ID "%1" (bekannt: %2)</translation>
    </message>
</context>
<context>
    <name>SimPresetCatalog</name>
    <message>
        <source>duplicate id "%1"</source>
        <translation>doppelte ID "%1"</translation>
    </message>
    <message>
        <source>%1: a preset file holds one object</source>
        <translation>%1: eine Preset-Datei enthält ein Objekt</translation>
    </message>
    <message>
        <source>%1: base: unknown preset "%2" (known: %3)</source>
        <translation>%1: base: unbekanntes Preset "%2" (bekannt: %3)</translation>
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
        <source>an SLO needs at least one of ttft, itl, tpot, e2e or queue</source>
        <translation>ein SLO braucht mindestens eines von ttft, itl, tpot, e2e oder queue</translation>
    </message>
</context>
<context>
    <name>SloEvaluator</name>
    <message>
        <source>%1 objective of class '%2' not evaluated: the server reported no values</source>
        <translation>%1-Ziel der Klasse „%2“ nicht ausgewertet: der Server hat keine Werte gemeldet</translation>
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
        <source>the stream ended without [DONE]</source>
        <translation>der Stream endete ohne [DONE]</translation>
    </message>
    <message>
        <source>%1 of %2 output tokens (finish_reason %3)</source>
        <translation>%1 von %2 Ausgabe-Token (finish_reason %3)</translation>
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
        <source>'%1' is used by another class</source>
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
        <source>some requests could not be stored: %1</source>
        <translation>einige Anfragen konnten nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>llmcap::BenchmarkPage</name>
    <message>
        <source>Open-loop sweeps against an OpenAI-compatible endpoint, or the built-in simulated server, raising the offered load step by step until a constraint breaks: TTFT, ITL, TPOT, queue time, SLO attainment, errors, KV-cache pressure.</source>
        <translation>Open-Loop-Sweeps gegen einen OpenAI-kompatiblen Endpunkt oder den eingebauten simulierten Server: die angebotene Last steigt Schritt für Schritt, bis eine Bedingung bricht – TTFT, ITL, TPOT, Wartezeit, SLO-Erfüllung, Fehler, KV-Cache-Druck.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not built yet.&lt;/b&gt; The live sweep view arrives with the benchmark workspace. Until then, use &lt;tt&gt;llmcap-cli sweep&lt;/tt&gt;.</source>
        <translation>&lt;b&gt;Noch nicht gebaut.&lt;/b&gt; Die Live-Ansicht der Sweeps kommt mit dem Benchmark-Arbeitsbereich. Bis dahin &lt;tt&gt;llmcap-cli sweep&lt;/tt&gt; verwenden.</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About llmcap</source>
        <translation>Ü&amp;ber llmcap</translation>
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
        <source>Demo project</source>
        <translation>Demoprojekt</translation>
    </message>
    <message>
        <source>llmcap</source>
        <translation>llmcap</translation>
    </message>
</context>
<context>
    <name>llmcap::PlanPage</name>
    <message>
        <source>The capacity the product needs: base replicas from projected peak load divided by the sustainable load of one replica, plus reserve for the failure topology, rollouts, growth and warm start-up, with every assumption listed.</source>
        <translation>Die Kapazität, die das Produkt braucht: Basisreplikas aus erwarteter Spitzenlast geteilt durch die nachhaltige Last einer Replika, dazu Reserve für Ausfalltopologie, Rollouts, Wachstum und warmen Start – mit allen Annahmen aufgelistet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not built yet.&lt;/b&gt; The replica plan arrives with the sizing request. Until then, use &lt;tt&gt;llmcap-cli plan&lt;/tt&gt;.</source>
        <translation>&lt;b&gt;Noch nicht gebaut.&lt;/b&gt; Der Replikaplan kommt mit der Kapazitätsanfrage. Bis dahin &lt;tt&gt;llmcap-cli plan&lt;/tt&gt; verwenden.</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
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
    <name>llmcap::ReportsPage</name>
    <message>
        <source>Export the sizing request, the measurements and the plan for review as PDF, CSV and JSON. No export contains an API key or prompt text.</source>
        <translation>Kapazitätsanfrage, Messungen und Plan zur Prüfung als PDF, CSV und JSON exportieren. Kein Export enthält einen API-Schlüssel oder Prompt-Text.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not built yet.&lt;/b&gt; Exports arrive with the plan.</source>
        <translation>&lt;b&gt;Noch nicht gebaut.&lt;/b&gt; Exporte kommen mit dem Plan.</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
</context>
<context>
    <name>llmcap::ResultsPage</name>
    <message>
        <source>Runs and sweeps measured so far: tail percentiles, SLO attainment, goodput beside raw throughput, and the SLO boundary, the sustainable load of one replica with its uncertainty.</source>
        <translation>Bisher gemessene Läufe und Sweeps: Perzentile der Verteilungsränder, SLO-Erfüllung, Goodput neben rohem Durchsatz und die SLO-Grenze – die nachhaltige Last einer Replika mit ihrer Unsicherheit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not built yet.&lt;/b&gt; Run history and comparisons arrive with the benchmark workspace.</source>
        <translation>&lt;b&gt;Noch nicht gebaut.&lt;/b&gt; Laufhistorie und Vergleiche kommen mit dem Benchmark-Arbeitsbereich.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>llmcap::ServingConfigPage</name>
    <message>
        <source>The pinned serving configuration of one replica: model and revision, tokenizer, precision, maximum context, parallelism, runtime and version, scheduler and KV-cache settings, GPU type, count and interconnect. Its memory footprint is the first of the three capacity questions.</source>
        <translation>Die festgelegte Serving-Konfiguration einer Replika: Modell und Revision, Tokenizer, Genauigkeit, maximaler Kontext, Parallelisierung, Laufzeit und Version, Scheduler- und KV-Cache-Einstellungen, GPU-Typ, -Anzahl und -Verbindung. Ihr Speicherbedarf ist die erste der drei Kapazitätsfragen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not built yet.&lt;/b&gt; The serving-configuration form and the footprint calculator arrive with the benchmark workspace and the plan.</source>
        <translation>&lt;b&gt;Noch nicht gebaut.&lt;/b&gt; Das Formular für die Serving-Konfiguration und der Speicherrechner kommen mit dem Benchmark-Arbeitsbereich und dem Plan.</translation>
    </message>
    <message>
        <source>Serving config</source>
        <translation>Serving-Konfiguration</translation>
    </message>
</context>
<context>
    <name>llmcap::SizingRequestPage</name>
    <message>
        <source>What the product team tells the platform team, in the six sections of a sizing request: product and scenarios, model candidates, workload profile, SLOs, reliability and isolation, observability and data handling. "400 users" describes an audience, not a load.</source>
        <translation>Was das Produktteam dem Plattformteam mitteilt, in den sechs Abschnitten einer Kapazitätsanfrage: Produkt und Szenarien, Modellkandidaten, Lastprofil, SLOs, Zuverlässigkeit und Isolation, Beobachtbarkeit und Datenumgang. „400 Benutzer“ beschreibt ein Publikum, keine Last.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not built yet.&lt;/b&gt; The sizing-request wizard arrives with the plan. Until then, describe the workload and SLOs as files for &lt;tt&gt;llmcap-cli&lt;/tt&gt;.</source>
        <translation>&lt;b&gt;Noch nicht gebaut.&lt;/b&gt; Der Assistent für die Kapazitätsanfrage kommt mit dem Plan. Bis dahin Last und SLOs als Dateien für &lt;tt&gt;llmcap-cli&lt;/tt&gt; beschreiben.</translation>
    </message>
    <message>
        <source>Sizing request</source>
        <translation>Kapazitätsanfrage</translation>
    </message>
</context>
<context>
    <name>llmcap::SweepCurveChart</name>
    <message>
        <source>offered rate (req/s)</source>
        <translation>angebotene Rate (Anfragen/s)</translation>
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
</context>
<context>
    <name>llmcap::TimeSeriesChart</name>
    <message>
        <source>elapsed s</source>
        <translation>vergangene s</translation>
    </message>
</context>
<context>
    <name>llmcap::WorkflowSidebar</name>
    <message>
        <source>Ctrl+%1</source>
        <translation>Strg+%1</translation>
    </message>
</context>
<context>
    <name>llmcap::WorkloadPage</name>
    <message>
        <source>Workload classes with their token-length distributions, LLM calls per run, shared prefixes, retries and cancellations, or a sanitized trace to replay. Tails matter more than averages.</source>
        <translation>Lastklassen mit ihren Tokenlängen-Verteilungen, LLM-Aufrufen pro Lauf, gemeinsamen Präfixen, Wiederholungen und Abbrüchen, oder ein bereinigter Trace zum Abspielen. Verteilungsränder zählen mehr als Mittelwerte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not built yet.&lt;/b&gt; The workload editor arrives with the benchmark workspace. Until then, write a workload file for &lt;tt&gt;llmcap-cli bench&lt;/tt&gt;.</source>
        <translation>&lt;b&gt;Noch nicht gebaut.&lt;/b&gt; Der Last-Editor kommt mit dem Benchmark-Arbeitsbereich. Bis dahin eine Lastdatei für &lt;tt&gt;llmcap-cli bench&lt;/tt&gt; schreiben.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Lastprofil</translation>
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
