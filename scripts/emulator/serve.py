"""
Runs moto in server mode, as `moto_server` does, with three differences: DynamoDB requests are served
one at a time, a DynamoDB transaction no longer copies whole tables, and an SQS receive no longer
counts the whole queue for each message it hands out.

moto checks a write's condition and then applies the write as two separate steps, and its server
answers requests on several threads, so two conditional writes to one item can both pass their
check. DynamoDB applies each conditional write atomically, and the portal relies on it (sign-in
throttling, reminders claimed once, idempotent creates). Taking DynamoDB requests one at a time
gives the emulator that guarantee; other services keep their threads, so SQS long polls still wait
side by side.

To undo a cancelled transaction, moto deep-copies every table it writes to before it starts, stream
records included: in a stay of 2,000 photos each photo signed (a pending photo and its content hash,
one transaction) cost half a second of copying. The copy is made here as cheaply as the rollback
allows: the table's item maps copied one level deep (their items are shared: moto replaces an item
when it puts one), only the items the transaction names copied deeply (an update changes its item
in place), and the table's stream kept, the records of a cancelled transaction cut from its end (so
the stream readers' iterators stay on the table's one stream).

For each message an SQS receive hands out, moto checks the queue's retention period by building
every attribute of the queue, three counts of all its messages among them, several times over: with
2,000 jobs waiting (a season's photos given to the faces worker), each receive held the interpreter
for over a second, taken from every other request, a family's photo list among them. The retention
period is read as it is.
"""

import argparse
import copy
import os
import signal
import threading
import time
from collections import defaultdict

import moto.dynamodb.models as dynamodb_models
import moto.sqs.models as sqs_models
from moto.dynamodb.models.dynamo_type import DynamoType
from moto.dynamodb.models.table import Table
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


def named_keys(transact_items):
    """The keys each operation of a transaction names, by table (DynamoDB JSON attributes)."""
    keys = defaultdict(list)
    for item in transact_items:
        for op_type, op in item.items():
            if not isinstance(op, dict) or "TableName" not in op:
                continue
            keys[op["TableName"]].append(op.get("Item") if op_type == "Put" else op.get("Key"))
    return keys


def rollback_point(table, keys):
    """A copy of `table` as it is now, good for moto to put back if the transaction is cancelled."""
    saved = copy.copy(table)
    if table.range_key_attr is None:
        saved.items = defaultdict(dict, table.items)
    else:
        saved.items = defaultdict(dict, {hash_key: dict(held) for hash_key, held in table.items.items()})
    for key in keys:
        try:
            hash_key = DynamoType(key[table.hash_key_attr])
            if table.range_key_attr is None:
                if hash_key in table.items:
                    saved.items[hash_key] = copy.deepcopy(table.items[hash_key])
            else:
                range_key = DynamoType(key[table.range_key_attr])
                if range_key in table.items.get(hash_key, {}):
                    saved.items[hash_key][range_key] = copy.deepcopy(table.items[hash_key][range_key])
        except (KeyError, TypeError):
            # A malformed key: moto refuses the transaction before writing anything.
            continue
    return saved


class CheapTableCopies:
    """Stands for the `copy` module in moto's DynamoDB models while a transaction runs."""

    def __init__(self, keys):
        self.keys = keys

    def deepcopy(self, value, memo=None):
        if isinstance(value, Table):
            return rollback_point(value, self.keys.get(value.name, []))
        return copy.deepcopy(value, memo)

    def __getattr__(self, name):
        return getattr(copy, name)


def cheap_transaction_rollback():
    """Makes moto's transactions copy only what their rollback needs (see the module's text)."""
    transact_write_items = dynamodb_models.DynamoDBBackend.transact_write_items

    def transact(self, transact_items):
        keys = named_keys(transact_items)
        live = {name: self.tables[name] for name in keys if name in self.tables}
        records = {
            name: len(table.stream_shard.items) for name, table in live.items() if table.stream_shard is not None
        }
        # Safe to swap a module's name: DynamoDB requests are served one at a time (DynamoDbOneAtATime).
        dynamodb_models.copy = CheapTableCopies(keys)
        try:
            return transact_write_items(self, transact_items)
        except Exception:
            for name, count in records.items():
                restored = self.tables.get(name)
                # Put back by moto's rollback: the records the transaction wrote are taken back.
                if restored is not None and restored is not live[name] and restored.stream_shard is not None:
                    del restored.stream_shard.items[count:]
                    restored.stream_shard.table = restored
            raise
        finally:
            dynamodb_models.copy = copy

    dynamodb_models.DynamoDBBackend.transact_write_items = transact


def cheap_retention_checks():
    """Makes an SQS receive read the retention period alone (see the module's text)."""

    def is_message_valid_based_on_retention_period(self, queue_name, message):
        retention_period = int(self.get_queue(queue_name).message_retention_period)
        return retention_period + message.sent_timestamp / 1000 > sqs_models.unix_time()

    sqs_models.SQSBackend.is_message_valid_based_on_retention_period = is_message_valid_based_on_retention_period


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
    cheap_transaction_rollback()
    cheap_retention_checks()
    run_simple(
        args.host,
        args.port,
        DynamoDbOneAtATime(DomainDispatcherApplication(create_backend_app)),
        threaded=True,
    )


if __name__ == "__main__":
    main()
