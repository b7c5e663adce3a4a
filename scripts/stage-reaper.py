#!/usr/bin/env python3
"""`python3 scripts/stage-reaper.py COMMAND...`: runs one stage of the test command (test-all.sh) so
that its CPU is all counted.

A process whose parent has gone is handed to init, which reaps it, and its CPU-seconds reach no
stage's `times`: the servers Playwright, the site check and the differential start and stop by
killing their group were about half of the machine's CPU in a run. Here the stage is a child
subreaper (prctl PR_SET_CHILD_SUBREAPER, Linux 3.4): those orphans are handed to it instead, it
reaps every one, and the kernel adds their CPU to its own children's, which is what its parent's
`times` reads. Python because neither bash nor Node can call prctl.

It exits once the command and every process the command started have ended. What the command left
running is told on stderr, given a few seconds to end by itself (a server killed with its group is
still shutting down), then stopped: SIGTERM, SIGKILL if needed. It exits with the command's status.
"""

import ctypes
import os
import signal
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
# A server stopped by killing its group may still be flushing (PostgreSQL's shutdown checkpoint).
SETTLE_SECONDS = 5
TERM_SECONDS = 10


def children() -> list[int]:
    """This process's living children (orphans included), from /proc."""
    me, found = os.getpid(), []
    for entry in os.listdir('/proc'):
        if not entry.isdigit():
            continue
        try:
            with open(f'/proc/{entry}/stat') as stat:
                # The command name may hold spaces and parentheses: the fields follow the last ')'.
                fields = stat.read().rsplit(')', 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == me and fields[0] != 'Z':
            found.append(int(entry))
    return found


def name(pid: int) -> str:
    try:
        with open(f'/proc/{pid}/cmdline', 'rb') as cmdline:
            return cmdline.read().replace(b'\0', b' ').decode(errors='replace').strip()[:120]
    except OSError:
        return '?'


def reap_all() -> None:
    while True:
        try:
            if os.waitpid(-1, os.WNOHANG)[0] == 0:
                return
        except ChildProcessError:
            return


def wait_for_none(seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while True:
        reap_all()
        if not children():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.2)


def stop_leftovers() -> None:
    if wait_for_none(SETTLE_SECONDS):
        return
    left = children()
    print(
        f'stage-reaper: {len(left)} process(es) left running by `{" ".join(sys.argv[1:])[:80]}`, stopped:',
        *(f'  {pid} {name(pid)}' for pid in left),
        sep='\n',
        file=sys.stderr,
    )
    # Each round stops this process's children; theirs are handed to it when they go.
    for sig in (signal.SIGTERM, signal.SIGKILL):
        deadline = time.monotonic() + TERM_SECONDS
        while time.monotonic() < deadline:
            left = children()
            if not left:
                return
            for pid in left:
                try:
                    os.kill(pid, sig)
                except ProcessLookupError:
                    pass
            time.sleep(0.2)
            reap_all()
    wait_for_none(TERM_SECONDS)


def main() -> int:
    if len(sys.argv) < 2:
        print('usage: stage-reaper.py COMMAND [ARG...]', file=sys.stderr)
        return 2
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), 'prctl(PR_SET_CHILD_SUBREAPER)')
    command = subprocess.Popen(sys.argv[1:])
    # Stopped from outside (the test command ending early): the stage's processes go with it.
    stopping = []

    def stop(signum: int, _frame: object) -> None:
        stopping.append(signum)
        for pid in children():
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    # Orphans are reaped as they end, not left as zombies until the command has ended.
    status = None
    while status is None:
        pid, wait_status = os.waitpid(-1, 0)
        if pid == command.pid:
            status = os.waitstatus_to_exitcode(wait_status)
            command.returncode = status
    stop_leftovers()
    if stopping:
        return 128 + stopping[0]
    return status if status >= 0 else 128 - status


if __name__ == '__main__':
    sys.exit(main())
