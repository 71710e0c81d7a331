// EXPECT: unreachable-code
// Container-format parser: each thread validates one chunk header and records
// its payload length. The error path was written on one line, and only the
// first statement is under the `if`: the never-returning abort stub runs for
// every chunk, so the length store after it is dead code (ptxas drops it).
#include <cstdint>
#include <cstdio>

__device__ __noinline__ void abort_bad_chunk(uint32_t hdr) {
  printf("corrupt chunk header %08x\n", hdr);
  asm volatile("trap;");
}

__global__ void parse_chunks(const uint32_t *stream, const int *chunk_off, int nchunks,
                             uint32_t *lengths) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunks)
    return;
  uint32_t hdr = stream[chunk_off[c]];
  if ((hdr >> 24) != 0xA5)
    lengths[c] = 0; abort_bad_chunk(hdr);
  lengths[c] = hdr & 0xffffff; // BUG: unreachable, abort_bad_chunk runs unconditionally
}
