// EXPECT: unreachable-code
// A type-dispatched cast kernel. The bf16 path was added later, but the
// `unimplemented()` placeholder (an inline-PTX trap) was left at the top of
// its case, so the conversion and store after it can never run and every
// bf16 launch traps.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
enum class DType : int { F32 = 0, F16 = 1, BF16 = 2 };
__device__ __forceinline__ void unimplemented() { asm volatile("trap;"); }
__global__ void cast_from_f32(const float *__restrict__ in, void *__restrict__ out, int n,
                              DType dt) {
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
    unimplemented();
    static_cast<__nv_bfloat16 *>(out)[i] = __float2bfloat16_rn(v); // BUG: unreachable
    break;
  default:
    unimplemented();
  }
}
