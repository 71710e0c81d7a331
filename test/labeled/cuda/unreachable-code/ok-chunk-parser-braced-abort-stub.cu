// EXPECT: clean
// Container-format parser: the error path is braced, so the never-returning
// abort stub only runs for corrupt headers and the length store is reached.
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
  if ((hdr >> 24) != 0xA5) {
    lengths[c] = 0;
    abort_bad_chunk(hdr);
  }
  lengths[c] = hdr & 0xffffff;
}
