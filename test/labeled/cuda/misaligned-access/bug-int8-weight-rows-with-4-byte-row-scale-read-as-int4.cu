// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Row-wise int8 weights stored with each row's float scale in front: rows
// are 4 + 4096 bytes. The GEMV reads each row's values 16 at a time as int4
// at row * 4100 + 4 + 16 * c, which is 16-byte aligned for no row (4100 is
// 4 mod 16).
#define K 4096
__global__ void gemv_rowscale(const signed char *w, const signed char *x, float *y) {
  const int row = blockIdx.x;
  const signed char *r = w + (size_t)row * (K + 4);
  const float scale = *reinterpret_cast<const float *>(r);
  int acc = 0;
  for (int c = threadIdx.x; c < K / 16; c += blockDim.x) {
    const int4 v = *reinterpret_cast<const int4 *>(r + 4 + 16 * c);
    const int4 xv = *reinterpret_cast<const int4 *>(x + 16 * c);
    acc = __dp4a(v.x, xv.x, acc);
    acc = __dp4a(v.y, xv.y, acc);
    acc = __dp4a(v.z, xv.z, acc);
    acc = __dp4a(v.w, xv.w, acc);
  }
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (threadIdx.x == 0)
    y[row] = acc * scale;
}
