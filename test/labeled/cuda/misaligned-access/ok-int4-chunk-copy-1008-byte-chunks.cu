// EXPECT: clean
// Batched byte copy of 1008-byte records (63 * 16) through int4: every
// record starts 16-byte aligned, and the int4 body covers it exactly.
constexpr int REC = 1008;
__global__ void copy_records(const char *__restrict__ src, char *__restrict__ dst) {
  static_assert(REC % 16 == 0, "records must keep int4 alignment");
  const char *s = src + (size_t)blockIdx.x * REC;
  char *d = dst + (size_t)blockIdx.x * REC;
  constexpr int VEC = REC / 16;
  for (int v = threadIdx.x; v < VEC; v += blockDim.x)
    reinterpret_cast<int4 *>(d)[v] = reinterpret_cast<const int4 *>(s)[v];
}
