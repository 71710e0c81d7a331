// EXPECT: clean
// A type-dispatched cast kernel: every supported dtype has its conversion,
// and only the default (an unknown dtype) hits the `unimplemented()` inline-PTX
// trap; the code after the switch is reached from every supported case.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
enum class DType : int { F32 = 0, F16 = 1, BF16 = 2 };
__device__ __forceinline__ void unimplemented() { asm volatile("trap;"); }
__global__ void cast_from_f32(const float *__restrict__ in, void *__restrict__ out, int n,
                              DType dt, int *__restrict__ done) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  switch (dt) {
  case DType::F32:
    static_cast<float *>(out)[i] = v;
    break;
  case DType::F16:
    static_cast<__half *>(out)[i] = __float2half_rn(v);
    break;
  case DType::BF16:
    static_cast<__nv_bfloat16 *>(out)[i] = __float2bfloat16_rn(v);
    break;
  default:
    unimplemented();
  }
  if (i == 0)
    atomicAdd(done, 1);
}
