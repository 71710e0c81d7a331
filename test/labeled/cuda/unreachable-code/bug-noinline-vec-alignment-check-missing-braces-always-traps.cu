// EXPECT: unreachable-code
// Vectorised GELU with an ATen-style CUDA_KERNEL_ASSERT helper that checks
// the float4 pointers. BUG: the helper's `if` lost its braces when a printf
// was added, so only the printf is conditional and the __trap() runs on every
// call (the indentation hides it): every path through the helper traps, and
// the whole body of the kernel after the first check is dead.
#include <cstdio>
#include <cstdint>
__device__ __noinline__ void check_vec_aligned(const void *p, const char *what) {
  if (reinterpret_cast<uintptr_t>(p) % 16 != 0)
    printf("misaligned %s: %p\n", what, p);
    __trap();  // BUG: meant to be inside the if
}
__global__ void gelu_vec4(const float *__restrict__ x, float *__restrict__ y, int n4) {
  check_vec_aligned(x, "input");
  check_vec_aligned(y, "output");
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4)
    return;
  float4 v = reinterpret_cast<const float4 *>(x)[i];
  auto g = [](float a) { return 0.5f * a * (1.f + tanhf(0.7978845608f * (a + 0.044715f * a * a * a))); };
  v = make_float4(g(v.x), g(v.y), g(v.z), g(v.w));
  reinterpret_cast<float4 *>(y)[i] = v;
}
