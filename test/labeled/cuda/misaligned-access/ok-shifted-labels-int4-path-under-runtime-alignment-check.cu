// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Next-token loss preparation: the labels are the token ids shifted by one
// (a view that starts at element 1, 4 bytes into a 16-byte aligned buffer).
// The copy takes an int4 path only when a run-time test (PyTorch's
// can_vectorize idiom) has shown both the source view and the destination
// 16-byte aligned, and a scalar path otherwise. With a 16-byte aligned token
// buffer the vector path never runs (the view is 4 modulo 16); it is there
// for callers whose views are aligned. The int4 loads run only under the
// test that proves their address aligned.
#include <cstdint>
__global__ void copy_shifted_labels(const int *__restrict__ tokens, int *__restrict__ labels,
                                    int n) {
  const int *src = tokens + 1;
  const bool vec =
      ((reinterpret_cast<uintptr_t>(src) | reinterpret_cast<uintptr_t>(labels)) % alignof(int4)) == 0;
  const int tid = blockIdx.x * blockDim.x + threadIdx.x, stride = gridDim.x * blockDim.x;
  if (vec) {
    for (int i = tid; i < n / 4; i += stride)
      reinterpret_cast<int4 *>(labels)[i] = reinterpret_cast<const int4 *>(src)[i];
    for (int i = n / 4 * 4 + tid; i < n; i += stride)
      labels[i] = src[i];
  } else {
    for (int i = tid; i < n; i += stride)
      labels[i] = src[i];
  }
}
