// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Each thread loads two elements into shared memory and reports them with
// one `bar.arrive(2)`, but the barrier was initialised with blockDim.x
// expected arrivals (one per thread): the phase completes as soon as half
// the block has arrived, and the other half's arrivals spill into the next
// phase (BUG: init should count 2 * blockDim.x, or each thread arrive once).
#include <cuda/barrier>
__global__ void pairs(const float2 *__restrict__ in, float *__restrict__ out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float buf[2 * 128];
  int t = threadIdx.x;
  if (t == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  float2 v = in[blockIdx.x * blockDim.x + t];
  buf[2 * t] = v.x;
  buf[2 * t + 1] = v.y;
  auto tok = bar.arrive(2); // BUG: 2 * 128 arrivals against a count of 128
  bar.wait(std::move(tok));
  out[blockIdx.x * blockDim.x + t] = buf[(2 * t + 3) % (2 * blockDim.x)];
}
