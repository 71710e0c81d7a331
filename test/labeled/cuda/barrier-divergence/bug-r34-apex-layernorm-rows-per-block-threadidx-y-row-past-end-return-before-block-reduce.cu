// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_86 sm_75
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=32,4
// BUG: Apex-like fused LayerNorm forward with a 32x4 block: each threadIdx.y
// row of warps handles one row of the batch, and the per-row mean and
// variance are finished through shared memory with a __syncthreads() that
// the kernel shares across the four rows. A row past the end of the batch
// returns early, so on the last block the warps of the remaining rows wait
// at a barrier the returned warps never reach.
template <int COLS>
__global__ void __launch_bounds__(128)
    layer_norm_fwd(const float *__restrict__ x, const float *__restrict__ gamma, const float *__restrict__ beta,
                   float *__restrict__ y, int rows, float eps) {
  __shared__ float red[4][2];
  const int row = blockIdx.x * 4 + threadIdx.y;
  if (row >= rows)
    return;
  const float *xr = x + (size_t)row * COLS;
  float s = 0.f, ss = 0.f;
  for (int c = threadIdx.x; c < COLS; c += 32) {
    const float v = xr[c];
    s += v;
    ss += v * v;
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    s += __shfl_xor_sync(0xffffffffu, s, o);
    ss += __shfl_xor_sync(0xffffffffu, ss, o);
  }
  if (threadIdx.x == 0) {
    red[threadIdx.y][0] = s;
    red[threadIdx.y][1] = ss;
  }
  __syncthreads();
  const float mean = red[threadIdx.y][0] / COLS;
  const float rstd = rsqrtf(red[threadIdx.y][1] / COLS - mean * mean + eps);
  for (int c = threadIdx.x; c < COLS; c += 32)
    y[(size_t)row * COLS + c] = (xr[c] - mean) * rstd * gamma[c] + beta[c];
}
template __global__ void layer_norm_fwd<1024>(const float *, const float *, const float *, float *, int, float);
