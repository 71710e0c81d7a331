// Device-side C++ compiled by nvcc (library-heavy round): thrust algorithms
// with thrust::seq inside a kernel (sort, stable_sort_by_key, reduce,
// inclusive_scan, unique, lower_bound, transform), virtual functions,
// function pointer tables, recursion, device malloc/new; results in
// lib_dev.py.
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/unique.h>
#include <thrust/binary_search.h>
#include <thrust/transform.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <cuda/std/array>
#include <cuda/std/tuple>
#include <cuda/std/optional>

struct Sq {
  __device__ int operator()(int x) const { return x * x - 3; }
};

// Each thread sorts its own 24 ints in place and writes 32 ints:
// sorted[24], reduce, #unique, lower_bound(0), max scan tail, a
// stable_sort_by_key checksum, a transform checksum.
extern "C" __global__ void tseq(const int *in, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int a[24], k[24], v[24];
  for (int i = 0; i < 24; ++i) {
    a[i] = in[t * 24 + i];
    k[i] = a[i] & 7;
    v[i] = i;
  }
  thrust::sort(thrust::seq, a, a + 24);
  int *o = out + t * 32;
  for (int i = 0; i < 24; ++i) o[i] = a[i];
  o[24] = thrust::reduce(thrust::seq, a, a + 24, 0);
  int sc[24];
  thrust::inclusive_scan(thrust::seq, a, a + 24, sc, thrust::maximum<int>());
  o[25] = sc[23] * 1000 + sc[5];
  int u[24];
  for (int i = 0; i < 24; ++i) u[i] = a[i] / 4;
  o[26] = int(thrust::unique(thrust::seq, u, u + 24) - u);
  o[27] = int(thrust::lower_bound(thrust::seq, a, a + 24, 0) - a);
  thrust::stable_sort_by_key(thrust::seq, k, k + 24, v, thrust::greater<int>());
  int h = 0;
  for (int i = 0; i < 24; ++i) h = h * 31 + v[i] * 8 + k[i];
  o[28] = h;
  int tr[24];
  thrust::transform(thrust::seq, a, a + 24, tr, Sq());
  o[29] = thrust::reduce(thrust::seq, tr, tr + 24, 1, thrust::multiplies<int>());
  thrust::sort(thrust::seq, a, a + 24, thrust::greater<int>());
  o[30] = a[0] - a[23];
  o[31] = thrust::count_if(thrust::seq, a, a + 24, [] __device__(int x) { return x > 0; });
}

struct Shape {
  __device__ virtual int area() const = 0;
  __device__ virtual int kind() const { return 0; }
  __device__ virtual ~Shape() {}
};
struct Rect : Shape {
  int w, h;
  __device__ Rect(int w, int h) : w(w), h(h) {}
  __device__ int area() const override { return w * h; }
  __device__ int kind() const override { return 1; }
};
struct Tri : Shape {
  int b, h;
  __device__ Tri(int b, int h) : b(b), h(h) {}
  __device__ int area() const override { return b * h / 2; }
};

__device__ int fadd(int a, int b) { return a + b; }
__device__ int fsub(int a, int b) { return a - b; }
__device__ int fmulx(int a, int b) { return a * b ^ 5; }
__device__ int (*const table[3])(int, int) = {fadd, fsub, fmulx};

__device__ __noinline__ int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
__device__ __noinline__ long long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

// 8 ints per thread.
extern "C" __global__ void dyn(const int *in, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[t];
  int *o = out + 8 * t;
  Shape *s;
  if (x & 1)
    s = new Rect(x & 15, (x >> 4) & 15);
  else
    s = new Tri(x & 15, (x >> 4) & 15);
  o[0] = s ? s->area() * 10 + s->kind() : -1;
  delete s;
  int (*f)(int, int) = table[(x >> 8) % 3];
  o[1] = f(x, 7);
  o[2] = ack(2, x & 7);
  o[3] = (int)fib(x % 15);
  int *buf = (int *)malloc(sizeof(int) * 16);
  if (buf) {
    for (int i = 0; i < 16; ++i) buf[i] = x + i;
    int s2 = 0;
    for (int i = 0; i < 16; ++i) s2 += buf[i] * i;
    o[4] = s2;
    free(buf);
  } else {
    o[4] = -1;
  }
  cuda::std::array<int, 4> ar{x, x >> 1, x >> 2, x >> 3};
  cuda::std::tuple<int, short, char> tp(x, short(x * 3), char(x));
  o[5] = ar[x & 3] + cuda::std::get<1>(tp) + cuda::std::get<2>(tp);
  cuda::std::optional<int> op;
  if (x % 5) op = x * 2;
  o[6] = op.value_or(-7);
  o[7] = __popc(__activemask());
}
