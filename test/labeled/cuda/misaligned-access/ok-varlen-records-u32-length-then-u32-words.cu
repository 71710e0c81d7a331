// EXPECT: clean
// Variable-length log records, each starting on a 4-byte boundary (offsets
// stored in 32-bit words): a u32 payload length, then the payload as 32-bit
// words at 4*k + 4, aligned in every thread.
#include <cstdint>

__global__ void checksum_records(const uint8_t *log, const uint32_t *word_off, int nrec,
                                 uint32_t *sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nrec)
    return;
  const uint8_t *rec = log + 4 * (size_t)word_off[i];
  unsigned len = *reinterpret_cast<const uint32_t *>(rec);
  const uint32_t *payload = reinterpret_cast<const uint32_t *>(rec + 4);
  uint32_t s = 0;
  for (unsigned w = 0; w < len / 4; ++w)
    s = (s << 5 | s >> 27) ^ payload[w];
  sums[i] = s;
}
