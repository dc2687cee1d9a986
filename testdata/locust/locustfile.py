"""A Locust run for the stalling server: each user asks for / at a
constant rate of 50 requests a second, a closed loop that waits for each
reply (Locust's constant_throughput), and co_log writes every request.

    report -serve -workers 4 -interval 2ms
    PYTHONPATH=contrib/locust locust -f testdata/locust/locustfile.py --headless -u 10 -r 100 -t 5s -H URL
"""

import co_log  # noqa: F401 -- writes locust-requests.csv, or $CO_LOG
from locust import HttpUser, constant_throughput, task


class Visitor(HttpUser):
    wait_time = constant_throughput(50)

    @task
    def home(self):
        self.client.get("/")
