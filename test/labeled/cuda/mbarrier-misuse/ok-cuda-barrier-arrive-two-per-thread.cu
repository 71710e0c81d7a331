// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Each thread loads two elements into shared memory and reports them with
// one `bar.arrive(2)`; the barrier expects 2 * blockDim.x arrivals.
#include <cuda/barrier>
__global__ void pairs(const float2 *__restrict__ in, float *__restrict__ out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float buf[2 * 128];
  int t = threadIdx.x;
  if (t == 0)
    init(&bar, 2 * blockDim.x);
  __syncthreads();
  float2 v = in[blockIdx.x * blockDim.x + t];
  buf[2 * t] = v.x;
  buf[2 * t + 1] = v.y;
  auto tok = bar.arrive(2);
  bar.wait(std::move(tok));
  out[blockIdx.x * blockDim.x + t] = buf[(2 * t + 3) % (2 * blockDim.x)];
}
