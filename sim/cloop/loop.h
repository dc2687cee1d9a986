#include <stdint.h>
struct server {
	uint64_t next_stall;
	uint64_t stalls;
};
uint64_t run_closed(struct server *s, uint64_t *lat, uint64_t n);
uint64_t run_open(struct server *s, uint64_t *lat, uint64_t n);
