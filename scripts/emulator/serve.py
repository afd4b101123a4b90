"""
Runs moto in server mode, as `moto_server` does, with one difference: DynamoDB requests are served
one at a time.

moto checks a write's condition and then applies the write as two separate steps, and its server
answers requests on several threads, so two conditional writes to one item can both pass their
check. DynamoDB applies each conditional write atomically, and the portal relies on it (sign-in
throttling, reminders claimed once, idempotent creates). Taking DynamoDB requests one at a time
gives the emulator that guarantee; other services keep their threads, so SQS long polls still wait
side by side.
"""

import argparse
import os
import signal
import threading
import time

from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import run_simple

DYNAMODB_TARGET_PREFIX = "DynamoDB_"


class DynamoDbOneAtATime:
    def __init__(self, app):
        self.app = app
        self.lock = threading.Lock()

    def __call__(self, environ, start_response):
        if not environ.get("HTTP_X_AMZ_TARGET", "").startswith(DYNAMODB_TARGET_PREFIX):
            return self.app(environ, start_response)
        with self.lock:
            # The whole answer is produced under the lock, not only the start of it.
            return list(self.app(environ, start_response))


def exit_with_parent(parent_pid):
    """
    Ends the emulator when the process that started it is gone, however it ended: killed with
    SIGKILL, it could not stop its children, and an orphan emulator would keep the port that the
    next start needs. An orphan is adopted by another process, so its parent id changes.
    """

    def watch():
        while os.getppid() == parent_pid:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def main():
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("-H", "--host", default="127.0.0.1")
    parser.add_argument("-p", "--port", type=int, default=4566)
    args = parser.parse_args()
    # moto builds some URLs it returns (queue URLs among them) from this port, as moto_server sets it.
    os.environ.setdefault("MOTO_PORT", str(args.port))
    # At once: the emulator keeps nothing to save, and a clean exit would wait for the request
    # threads in flight, SQS long polls among them (up to 20 s).
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    exit_with_parent(os.getppid())
    run_simple(
        args.host,
        args.port,
        DynamoDbOneAtATime(DomainDispatcherApplication(create_backend_app)),
        threaded=True,
    )


if __name__ == "__main__":
    main()
