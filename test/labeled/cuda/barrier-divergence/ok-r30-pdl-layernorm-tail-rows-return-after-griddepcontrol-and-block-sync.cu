// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=256
// LayerNorm over rows of 256 floats, eight rows per block (one warp a row),
// launched with programmatic dependent launch after the GEMM that writes x.
// The per-row gamma/beta are staged in shared memory by the whole block after
// griddepcontrol.wait. The warps of rows past `rows` help stage gamma/beta
// and pass the __syncthreads() before they return, so every thread of the
// block reaches the barrier.
__global__ void __launch_bounds__(256)
    pdl_layernorm(const float *__restrict__ x, const float *__restrict__ gamma,
                  const float *__restrict__ beta, float *__restrict__ y, int rows) {
  __shared__ float g[256], b[256];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row = blockIdx.x * 8 + warp;
  asm volatile("griddepcontrol.wait;" ::: "memory");
  g[threadIdx.x] = gamma[threadIdx.x];
  b[threadIdx.x] = beta[threadIdx.x];
  __syncthreads();
  if (row >= rows)
    return;
  float v[8], s = 0.f, q = 0.f;
  for (int j = 0; j < 8; ++j) {
    v[j] = x[(size_t)row * 256 + j * 32 + lane];
    s += v[j];
    q += v[j] * v[j];
  }
  for (int o = 16; o; o >>= 1) {
    s += __shfl_xor_sync(0xffffffffu, s, o);
    q += __shfl_xor_sync(0xffffffffu, q, o);
  }
  const float mean = s / 256.f, rstd = rsqrtf(q / 256.f - mean * mean + 1e-5f);
  asm volatile("griddepcontrol.launch_dependents;");
  for (int j = 0; j < 8; ++j) {
    const int c = j * 32 + lane;
    y[(size_t)row * 256 + c] = (v[j] - mean) * rstd * g[c] + b[c];
  }
}
