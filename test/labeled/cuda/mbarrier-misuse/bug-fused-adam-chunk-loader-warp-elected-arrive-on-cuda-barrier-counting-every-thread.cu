// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=160
// BUG: fused Adam step over one 128-element chunk per block (multi-tensor
// apply style): warp 4 stages param, grad, exp_avg and exp_avg_sq into
// shared memory and reports it with one elected `bar.arrive()` from lane 0
// after a __syncwarp; warps 0-3 do arrive_and_wait and update the chunk. The
// cuda::barrier was initialised with blockDim.x (160) expected arrivals, but
// only 128 + 1 ever arrive: the compute warps wait forever.
#include <cuda/barrier>
__global__ void __launch_bounds__(160)
fused_adam(float *__restrict__ p, const float *__restrict__ g, float *__restrict__ m,
           float *__restrict__ v, float lr, float b1, float b2, float eps,
           float bc1, float bc2, float wd, int n) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float sp[128], sg[128], sm[128], sv[128];
  const int t = threadIdx.x, warp = t / 32, lane = t & 31;
  const int base = blockIdx.x * 128;
  if (t == 0) init(&bar, blockDim.x);
  __syncthreads();
  if (warp == 4) {
    for (int i = lane; i < 128; i += 32) {
      const int k = base + i;
      sp[i] = k < n ? p[k] : 0.f;
      sg[i] = k < n ? g[k] : 0.f;
      sm[i] = k < n ? m[k] : 0.f;
      sv[i] = k < n ? v[k] : 0.f;
    }
    __syncwarp();
    if (lane == 0) (void)bar.arrive();
    return;
  }
  bar.arrive_and_wait();
  const int k = base + t;
  if (k >= n) return;
  const float gr = sg[t] + wd * sp[t];
  const float mt = b1 * sm[t] + (1.f - b1) * gr;
  const float vt = b2 * sv[t] + (1.f - b2) * gr * gr;
  m[k] = mt;
  v[k] = vt;
  p[k] = sp[t] - lr * (mt / bc1) / (sqrtf(vt / bc2) + eps);
}
