// EXPECT: clean
// ARCHS: sm_80 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Row-wise layer norm where warp 0 only prefetches the next row's gamma/beta
// into L2 and leaves; the other warps reduce the row and sync among
// themselves on named barrier 1 with a count of blockDim.x - 32 (224 here),
// computed at run time from %ntid.
__global__ void __launch_bounds__(256)
    ln_rows(const float *__restrict__ x, const float *__restrict__ gamma, float *__restrict__ y, int n) {
  __shared__ float red[8];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (warp == 0) {
    asm volatile("prefetch.global.L2 [%0];" ::"l"(gamma + lane * 32));
    return;
  }
  const unsigned nsync = blockDim.x - 32;
  const int c = threadIdx.x - 32;
  const float *row = x + (size_t)blockIdx.x * n;
  float s = 0.f;
  for (int i = c; i < n; i += blockDim.x - 32)
    s += row[i];
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0)
    red[warp] = s;
  asm volatile("bar.sync 1, %0;" ::"r"(nsync) : "memory");
  float mean = 0.f;
  for (int w = 1; w < 8; ++w)
    mean += red[w];
  mean /= n;
  for (int i = c; i < n; i += blockDim.x - 32)
    y[(size_t)blockIdx.x * n + i] = (row[i] - mean) * gamma[i];
}
