// EXPECT: clean
// Nearest-leaf lookup in a kd-tree with a recursive out-of-line descent: it
// returns at a leaf (left < 0) and otherwise recurses into the child on the
// query's side; a corrupted tree deeper than kMaxDepth prints and traps.
// The trap is guarded, so the function does return, and the code after each
// call (the store in the kernel, the return of the recursion) is reachable.
#include <cstdio>
struct __align__(16) Node {
  float split;
  int axis, left, right;
};
constexpr int kMaxDepth = 48;
__device__ __noinline__ int descend(const Node *__restrict__ t, int n, float3 q, int depth) {
  if (depth > kMaxDepth) {
    printf("kd-tree deeper than %d at node %d\n", kMaxDepth, n);
    __trap();
  }
  const Node nd = t[n];
  if (nd.left < 0)
    return n;
  const float c = nd.axis == 0 ? q.x : nd.axis == 1 ? q.y : q.z;
  return descend(t, c < nd.split ? nd.left : nd.right, q, depth + 1);
}
__global__ void locate(const Node *__restrict__ tree, const float3 *__restrict__ pts,
                       int *__restrict__ leaf, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    leaf[i] = descend(tree, 0, pts[i], 0);
}
