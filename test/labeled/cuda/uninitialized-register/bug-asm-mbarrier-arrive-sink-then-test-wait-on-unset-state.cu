// EXPECT: uninitialized-register
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a split arrive/wait on an mbarrier in one inline-PTX block. When the
// arrive was changed to the sm_90 sink form (`_`, no state returned), the
// test_wait kept its `state` operand: it compares the barrier against a
// 64-bit scratch register nothing wrote.
#include <cstdint>
__device__ __forceinline__ void arrive_and_wait(uint64_t *bar) {
  unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(bar));
  asm volatile("{\n\t"
               ".reg .pred done;\n\t"
               ".reg .b64 state;\n\t"
               "mbarrier.arrive.shared::cta.b64 _, [%0];\n"
               "$Lpoll:\n\t"
               "mbarrier.test_wait.shared::cta.b64 done, [%0], state;\n\t"
               "@!done bra $Lpoll;\n\t"
               "}" ::"r"(a)
               : "memory");
}
__global__ void __launch_bounds__(128) smooth(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float s[130];
  __shared__ __align__(8) uint64_t bar;
  int t = threadIdx.x;
  if (t == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], 128;" ::"r"(static_cast<unsigned>(__cvta_generic_to_shared(&bar)))
                 : "memory");
    s[0] = s[129] = 0.f;
  }
  __syncthreads();
  s[t + 1] = in[blockIdx.x * 128 + t];
  arrive_and_wait(&bar);
  out[blockIdx.x * 128 + t] = (s[t] + s[t + 1] + s[t + 2]) / 3.f;
}
