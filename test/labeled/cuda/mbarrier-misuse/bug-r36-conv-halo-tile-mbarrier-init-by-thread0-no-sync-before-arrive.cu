// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: 1-D convolution with a halo tile staged in shared memory, the tile
// completion tracked by an mbarrier instead of __syncthreads(). Thread 0
// initialises the barrier and the other threads arrive on it at once: the
// __syncthreads() between the init and the first arrive (which makes the
// init visible to the other threads, PTX ISA 9.7.13.15.9) was dropped when
// the kernel was converted from the __syncthreads() version.
#include "mbar.cuh"
#define R 4
__global__ void __launch_bounds__(128)
    conv1d_halo(const float *__restrict__ in, const float *__restrict__ w, float *__restrict__ out, int n) {
  __shared__ uint64_t bar;
  __shared__ float s[128 + 2 * R];
  const int t = threadIdx.x;
  const int i = blockIdx.x * 128 + t;
  if (t == 0)
    mb_init(&bar, 128);
  s[t + R] = i < n ? in[i] : 0.f;
  if (t < R) {
    const int l = i - R, r = i + 128;
    s[t] = l >= 0 ? in[l] : 0.f;
    s[t + 128 + R] = r < n ? in[r] : 0.f;
  }
  mb_wait(&bar, mb_arrive(&bar));
  float acc = 0.f;
#pragma unroll
  for (int k = -R; k <= R; ++k)
    acc += w[k + R] * s[t + R + k];
  if (i < n)
    out[i] = acc;
}
