// EXPECT: clean
// ARCHS: sm_86 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// OK: rotary embedding (GPT-NeoX rotate-half) dispatched at run time on the
// rotary dimension: 64 and 128 are instantiated, any other size reaches an
// out-of-line reporter that prints and traps in the switch's default, with
// nothing after the call in that arm.
__device__ __noinline__ void unsupported_rot_dim(int d) {
  printf("rope: unsupported rotary dim %d\n", d);
  __trap();
}
template <int ROT>
__device__ __forceinline__ void rope_row(float *q, const float *cos_t, const float *sin_t, int t) {
  for (int i = t; i < ROT / 2; i += 128) {
    const float x0 = q[i], x1 = q[i + ROT / 2], c = cos_t[i], s = sin_t[i];
    q[i] = x0 * c - x1 * s;
    q[i + ROT / 2] = x1 * c + x0 * s;
  }
}
__global__ void __launch_bounds__(128)
    rope_neox(float *__restrict__ q, const float *__restrict__ cos_cache, const float *__restrict__ sin_cache,
              const int *__restrict__ positions, int head_dim, int rot_dim) {
  const int tok = blockIdx.x, head = blockIdx.y;
  const int pos = positions[tok];
  float *row = q + ((size_t)tok * gridDim.y + head) * head_dim;
  switch (rot_dim) {
  case 64:
    rope_row<64>(row, cos_cache + pos * 32, sin_cache + pos * 32, threadIdx.x);
    break;
  case 128:
    rope_row<128>(row, cos_cache + pos * 64, sin_cache + pos * 64, threadIdx.x);
    break;
  default:
    unsupported_rot_dim(rot_dim);
  }
}
