// Address-space queries, timers, pipeline primitives with zero fill and
// unaligned cooperative copies, compiled by nvcc (library-heavy round).
#include <cuda_pipeline.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/std/chrono>
namespace cg = cooperative_groups;

__device__ int gvar[4];

extern "C" __global__ void spaces(const int *in, int *out, char *bytes_out) {
  __shared__ int s[64];
  __shared__ char sb[300];
  int local[4];
  int t = threadIdx.x;
  local[t & 3] = t;
  s[t] = in[t];
  int *ptrs[4] = {s, gvar, local, (int *)in};
  int *p = ptrs[t & 3];
  out[4 * t + 0] = __isShared(p) + 2 * __isGlobal(p) + 4 * __isLocal(p) + 8 * __isConstant(p);
  out[4 * t + 1] = (int)(__cvta_generic_to_shared(&s[t]) - __cvta_generic_to_shared(&s[0]));
  long long c0 = clock64();
  unsigned long long g0;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g0));
  auto n0 = cuda::std::chrono::system_clock::now();
  __nanosleep(1000);
  long long c1 = clock64();
  unsigned long long g1;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g1));
  auto n1 = cuda::std::chrono::system_clock::now();
  out[4 * t + 2] = (c1 >= c0) + 2 * (g1 >= g0) + 4 * (n1 >= n0) + 8 * (clock() != 0 || true);
  // zero-filled pipeline copies: 16 bytes of which src_size are read
  __shared__ alignas(16) int z[64 * 4];
  __pipeline_memcpy_async(&z[4 * t], in + 4 * (t % 16), 16, 16 - 4 * (t % 5));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[4 * t + 3] = z[4 * t] + 10 * z[4 * t + 1] + 100 * z[4 * t + 2] + 1000 * z[4 * t + 3];
  // an unaligned group copy of 299 bytes
  auto b = cg::this_thread_block();
  // sb + 3 and in + 3 agree modulo 16: 13 bytes by hand, 16-byte cp.async, a tail.
  // (With sb + 1, CUDA 13.0 copies 2-byte shorts from the odd address in + 3:
  // find_best_alignment only looks at the bits where the addresses differ.)
  cg::memcpy_async(b, sb + 3, reinterpret_cast<const char *>(in) + 3, 296);
  cg::wait(b);
  if (t < 3) sb[t] = 'x';
  b.sync();
  for (int i = t; i < 299; i += blockDim.x) bytes_out[i] = sb[i];
}
