#!/usr/bin/env python3
"""Runs one bridgekb command and prints wall time, CPU time and peak RSS, killing it past a time or
memory limit: measure.py TIMEOUT_S RSS_LIMIT_MB -- COMMAND... → one JSON line.
Peak RSS is sampled from /proc every 50 ms (and taken from wait4's ru_maxrss at the end)."""
import json, os, signal, subprocess, sys, time

def main():
    timeout, limit = float(sys.argv[1]), int(sys.argv[2])
    command = sys.argv[sys.argv.index("--") + 1:]
    start = time.monotonic()
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    peak, killed = 0, None
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        try:
            with open("/proc/%d/status" % proc.pid) as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        peak = max(peak, int(line.split()[1]) // 1024)
        except OSError:
            pass
        elapsed = time.monotonic() - start
        if killed is None and (elapsed > timeout or peak > limit):
            killed = "timeout" if elapsed > timeout else "memory"
            os.killpg(proc.pid, signal.SIGKILL)
        time.sleep(0.05)
    wall = time.monotonic() - start
    err = proc.stderr.read().decode(errors="replace")
    print(json.dumps({"wall": round(wall, 2), "cpu": round(usage.ru_utime + usage.ru_stime, 2),
                      "rss_mb": max(peak, usage.ru_maxrss // 1024), "exit": os.waitstatus_to_exitcode(status),
                      "killed": killed, "stderr": err[-600:]}, ensure_ascii=False))

main()
