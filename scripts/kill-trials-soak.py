#!/usr/bin/python3
"""Kill trials without llmcap-cli: bench_soak (the built-in server with faults and BenchRunner
with the database writer in one process, 2 s runs back to back, a row every 0.25 s) is SIGKILLed
at a random moment, a third within the first 200 ms, the rest within 8 s; then the database
must pass PRAGMA integrity_check and hold at least the requests bench_soak reported stored in
memory (its stored_requests column) in a row printed more than a second before the kill.
tests/app/cli/tst_killtrials.cpp does the same through llmcap-cli bench and sweep.

    scripts/kill-trials-soak.py BENCH_SOAK TRIALS SEED
"""
import os, random, signal, sqlite3, subprocess, sys, time
soak = sys.argv[1]; trials = int(sys.argv[2]); seed = int(sys.argv[3]); random.seed(seed)
fail = 0; stats = {"no_db": 0, "checked": 0, "requests_checked": 0}
for t in range(trials):
    db = "/tmp/kill-trial-%d.sqlite" % (t % 4)
    for s in ("", "-wal", "-shm"):
        try: os.remove(db + s)
        except FileNotFoundError: pass
    delay = random.uniform(0, 0.2) if random.random() < 1/3 else random.uniform(0, 8)
    rate = random.choice([10, 50, 150])
    p = subprocess.Popen([soak, "--minutes", "1", "--interval-s", "0.25", "--run-s", "2",
                          "--rate", str(rate), "--db", db], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    os.set_blocking(p.stdout.fileno(), False)
    rows = []; buf = ""; start = time.time()
    while time.time() - start < delay:
        try:
            chunk = p.stdout.read()
        except Exception:
            chunk = None
        if chunk:
            buf += chunk
            while "\n" in buf:
                line, buf = buf.split("\n", 1)
                if line and line[0].isdigit():
                    rows.append((time.time(), int(line.split(",")[4])))
        time.sleep(0.01)
    killed_at = time.time()
    p.send_signal(signal.SIGKILL); p.wait()
    before = [n for (at, n) in rows if at <= killed_at - 1.0]
    want = before[-1] if before else 0
    problem = None
    if not os.path.exists(db):
        stats["no_db"] += 1
        if want: problem = "no database, %d requests reported stored" % want
    else:
        try:
            c = sqlite3.connect(db)
            ok = c.execute("PRAGMA integrity_check").fetchone()[0]
            if ok != "ok": problem = "integrity_check: " + ok
            else:
                try:
                    n = c.execute("SELECT COUNT(*) FROM run_requests").fetchone()[0]
                except sqlite3.OperationalError:
                    n = 0  # killed before the schema existed
                stats["checked"] += 1; stats["requests_checked"] += want
                if n < want: problem = "%d stored, %d reported a second before the kill" % (n, want)
            c.close()
        except Exception as e:
            problem = "does not open: %s" % e
    if problem:
        fail += 1; print("trial %d (rate %d, kill at %.3f s): %s" % (t, rate, delay, problem), flush=True)
print("kill trials %d, failures %d, %s" % (trials, fail, stats))
