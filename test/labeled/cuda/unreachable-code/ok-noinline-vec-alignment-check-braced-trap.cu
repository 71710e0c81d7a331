// EXPECT: clean
// Vectorised GELU with an ATen-style alignment assert helper written with
// braces: the printf and the __trap() both sit under the misalignment test,
// so an aligned pointer returns from the helper and the kernel body after
// the two checks is reachable.
#include <cstdio>
#include <cstdint>
__device__ __noinline__ void check_vec_aligned(const void *p, const char *what) {
  if (reinterpret_cast<uintptr_t>(p) % 16 != 0) {
    printf("misaligned %s: %p\n", what, p);
    __trap();
  }
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
