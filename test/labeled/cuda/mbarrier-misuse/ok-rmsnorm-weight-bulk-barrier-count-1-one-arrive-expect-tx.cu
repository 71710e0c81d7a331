// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// RMSNorm whose gamma vector is bulk-copied into shared memory once per
// block: the barrier counts the one arrive.expect_tx of thread 0 (count 1),
// and the copy's bytes complete the transaction count.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int HID = 2048;
__global__ void rmsnorm_gamma_bulk_count_one(const float *x, const float *gamma, float *y) {
  __shared__ alignas(128) float g[HID];
  __shared__ float part[8];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   HID * sizeof(float));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, g, gamma, HID * sizeof(float), &bar);
  }
  const float *row = x + (size_t)blockIdx.x * HID;
  float ss = 0.f;
  for (int j = threadIdx.x; j < HID; j += 256)
    ss += row[j] * row[j];
  for (int o = 16; o; o >>= 1)
    ss += __shfl_xor_sync(0xffffffffu, ss, o);
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = ss;
  __syncthreads();
  float tot = 0.f;
  for (int w = 0; w < 8; ++w)
    tot += part[w];
  const float r = rsqrtf(tot / HID + 1e-6f);
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  for (int j = threadIdx.x; j < HID; j += 256)
    y[(size_t)blockIdx.x * HID + j] = row[j] * r * g[j];
}
