// EXPECT: misaligned-access
// Batched byte copy: each block copies one 1000-byte record, 16 bytes per
// thread through int4, with a byte loop for the tail. The record start
// blockIdx.x * 1000 is only 8-byte aligned for odd blocks (1000 = 62*16 + 8),
// so the int4 body loads and stores of block 1 are misaligned (BUG: the
// vector body needs the record size to be a multiple of 16, or a peel to
// the next 16-byte boundary).
constexpr int REC = 1000;
__global__ void copy_records(const char *__restrict__ src, char *__restrict__ dst) {
  const char *s = src + (size_t)blockIdx.x * REC;
  char *d = dst + (size_t)blockIdx.x * REC;
  constexpr int VEC = REC / 16;
  for (int v = threadIdx.x; v < VEC; v += blockDim.x)
    reinterpret_cast<int4 *>(d)[v] = reinterpret_cast<const int4 *>(s)[v]; // BUG
  for (int b = VEC * 16 + threadIdx.x; b < REC; b += blockDim.x)
    d[b] = s[b];
}
