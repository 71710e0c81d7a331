// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Row-wise int8 weights with each row's float scale padded to 16 bytes in
// front: rows are 16 + 4096 bytes, so the int4 reads at row * 4112 + 16 +
// 16 * c are aligned.
#define K 4096
__global__ void gemv_rowscale16(const signed char *w, const signed char *x, float *y) {
  const int row = blockIdx.x;
  const signed char *r = w + (size_t)row * (K + 16);
  const float scale = *reinterpret_cast<const float *>(r);
  int acc = 0;
  for (int c = threadIdx.x; c < K / 16; c += blockDim.x) {
    const int4 v = *reinterpret_cast<const int4 *>(r + 16 + 16 * c);
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
