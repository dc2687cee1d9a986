"""A per-request log of a Locust run, for `report -audit`.

Import this module in a locustfile, one line:

    import co_log  # from contrib/locust: put it beside the locustfile, or on PYTHONPATH

It writes each request's start (seconds since the epoch, to the µs), its
latency (ms), its user, its name and whether it succeeded, as a CSV to the
file $CO_LOG names, or locust-requests.csv. `report -audit FILE` reads it
(format locust): each user is a closed loop, and the audit re-times its
requests on the plan of its users. Locust's own --csv files hold a row a
second per name: a summary, which has no send times.
"""

import csv
import itertools
import os
import time

import gevent
from locust import events

_path = os.environ.get("CO_LOG", "locust-requests.csv")
_file = open(_path, "w", newline="", encoding="utf-8")
_writer = csv.writer(_file)
_writer.writerow(["start_s", "latency_ms", "user", "name", "ok"])
_users = {}
_ids = itertools.count(1)


@events.request.add_listener
def _on_request(name, response_time, exception=None, start_time=None, **_):
    # each user runs in a greenlet of its own: it names the user
    user = _users.setdefault(id(gevent.getcurrent()), next(_ids))
    if start_time is None:  # Locust before 2.8 passes no start time
        start_time = time.time() - response_time / 1000
    _writer.writerow([f"{start_time:.6f}", f"{response_time:.3f}", user, name, "false" if exception else "true"])


@events.quitting.add_listener
def _on_quitting(**_):
    _file.flush()
    _file.close()
