// EXPECT: mbarrier-misuse
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// BUG: Monte Carlo basket call on precomputed Sobol normals: each block owns
// 256 paths, and the normals of its time steps (one tile of 256 x NA floats
// per step) are streamed through a three-slot bulk-copy ring. The ring was
// two slots deep when the wait parity was written as `step & 1`; with three
// slots, slot s completes its n-th phase at step s + 3n, so the parity to
// wait for is (step / 3) & 1. Already at step 1 the wait on slot 1 asks
// for parity 1 while its first phase (parity 0) is in flight, which
// try_wait takes as the preceding phase, complete: the threads read slot 1's
// tile before the bulk copy has landed.
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
    while (!ptx::mbarrier_try_wait_parity(&full[s], step & 1)) {
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
