// rdc_linkage.cu - ptxlint real-PTX corpus
//
// Compiled with -rdc=true (relocatable device code), which changes the
// linkage directives in the PTX:
//   * .extern .func declarations for device functions defined in another
//     translation unit, .extern .global / .extern .const variables
//   * .visible .func for externally visible device functions, .weak .func
//     for inline/template functions that may be emitted in several units,
//     .visible .global / .visible .const variables
//   * dynamic parallelism (CUDA Dynamic Parallelism v2): device-side kernel
//     launches with <<< >>> into the default, fire-and-forget and tail-launch
//     streams; these become calls to cudaGetParameterBufferV2 and
//     cudaLaunchDeviceV2 (.extern .func declarations, .param buffers)
//   * device-side runtime API calls: cudaGetDevice, cudaDeviceGetAttribute,
//     cudaGetLastError, cudaStreamCreateWithFlags / cudaStreamDestroy
// The functions and variables declared extern here are defined in other
// translation units of a real program, so this file's PTX only assembles in
// compile-only mode (ptxas -c); see the corpus-ptxas-flags line.
// corpus-nvcc-flags: -rdc=true
// corpus-ptxas-flags: -c
#include <cuda_runtime.h>

#include "corpus_features.cuh"

// Defined in another translation unit.
extern __device__ int ext_counter;
extern __device__ float ext_table[];
extern __constant__ float ext_const_scale;
extern __device__ float ext_transform(float x);
extern "C" __device__ int ext_c_hook(int code, const char* msg);

// Visible to other translation units.
__device__ int shared_state = 3;
__constant__ int visible_const[4] = {1, 2, 3, 4};
__device__ __noinline__ float visible_helper(float x) { return x * ext_const_scale + (float)shared_state; }

// Inline / template functions become .weak when they are not inlined.
template <typename T>
__device__ __noinline__ T weak_template(T a, T b) {
  return a < b ? b - a : a - b;
}
inline __device__ __noinline__ int weak_inline(int x) { return x ^ (x >> 3); }

extern "C" __global__ void rdc_externs(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = ext_transform(in[i]) + ext_table[i % 64] + visible_helper(in[i]);
  v += weak_template(in[i], 1.0f) + (float)weak_template(i, 7) + (float)weak_inline(i);
  if (v != v) v = (float)ext_c_hook(1, "nan in rdc_externs");
  atomicAdd(&ext_counter, 1);
  out[i] = v + (float)visible_const[i & 3];
}

// ---------------------------------------------------- dynamic parallelism --
__global__ void child_scale(float* data, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= s;
}

__global__ void child_report(int* status, int code) {
  if (threadIdx.x == 0) status[0] = code;
}

__global__ void parent_launch(float* data, int n, int* status) {
  if (threadIdx.x != 0) return;
  int chunk = (n + gridDim.x - 1) / gridDim.x;
  int begin = blockIdx.x * chunk;
  int count = min(chunk, n - begin);
  if (count <= 0) return;
  int dev = -1, sms = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  // default (per-block) stream
  child_scale<<<(count + 127) / 128, 128>>>(data + begin, count, 2.0f);
  // fire-and-forget stream: runs independently of the parent
  child_scale<<<(count + 255) / 256, 256, 0, cudaStreamFireAndForget>>>(data + begin, count, 1.0f);
  // an explicitly created non-blocking stream
  cudaStream_t s;
  if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) == cudaSuccess) {
    child_scale<<<1, 32, 0, s>>>(data + begin, min(count, 32), 0.5f);
    cudaStreamDestroy(s);
  }
  // tail launch: runs after the parent grid completes
  child_report<<<1, 32, 0, cudaStreamTailLaunch>>>(status + blockIdx.x, sms + dev);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) status[gridDim.x + blockIdx.x] = (int)err;
}
