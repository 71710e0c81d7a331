// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// OK: Monte Carlo basket call on precomputed Sobol normals streamed through
// a three-slot bulk-copy ring; slot s completes its n-th phase at step
// s + 3n, and the wait asks for parity (step / STAGES) & 1.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 3, NA = 4, T = 256;
__global__ void __launch_bounds__(T)
basket_call(const float *__restrict__ normals, int nsteps, const float *__restrict__ s0, const float *__restrict__ chol,
            float drift_dt, float vol_sdt, float strike, float *__restrict__ payoff) {
  __shared__ alignas(128) float tile[STAGES][T * NA];
  __shared__ uint64_t full[STAGES];
  const int t = threadIdx.x;
  const float *z = normals + (size_t)blockIdx.x * nsteps * T * NA;
  if (t == 0) {
    for (int s = 0; s < STAGES; ++s) ptx::mbarrier_init(&full[s], 1);
    ptx::fence_proxy_async(ptx::space_shared);
    for (int s = 0; s < STAGES && s < nsteps; ++s) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[s], T * NA * sizeof(float));
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile[s], z + (size_t)s * T * NA, T * NA * sizeof(float), &full[s]);
    }
  }
  __syncthreads();
  float ls[NA];
  for (int a = 0; a < NA; ++a) ls[a] = __logf(s0[a]);
  for (int step = 0; step < nsteps; ++step) {
    const int s = step % STAGES;
    while (!ptx::mbarrier_try_wait_parity(&full[s], (step / STAGES) & 1)) {
    }
    float w[NA];
    for (int a = 0; a < NA; ++a) w[a] = tile[s][t * NA + a];
    for (int a = 0; a < NA; ++a) {
      float c = 0.f;
      for (int b = 0; b <= a; ++b) c += chol[a * NA + b] * w[b];
      ls[a] += drift_dt + vol_sdt * c;
    }
    __syncthreads();
    if (t == 0 && step + STAGES < nsteps) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[s], T * NA * sizeof(float));
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile[s], z + (size_t)(step + STAGES) * T * NA,
                         T * NA * sizeof(float), &full[s]);
    }
  }
  float basket = 0.f;
  for (int a = 0; a < NA; ++a) basket += 0.25f * __expf(ls[a]);
  payoff[blockIdx.x * T + t] = fmaxf(basket - strike, 0.f);
}
