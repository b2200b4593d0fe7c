//! Short lists kept on the stack. A decomposition has at most 14 groups and at
//! most four sets, so the lists the detectors and the scorer build from it are
//! short and bounded; allocating each of them cost more than the search itself.

use std::ops::{Deref, DerefMut};

/// At most `N` items, in order, without allocating. Capacities are chosen from
/// the bounds of a hand, so a push past `N` is a bug in the caller.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Few<T: Copy + Default, const N: usize> {
    len: usize,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Few<T, N> {
    /// No items.
    pub fn new() -> Self {
        Few { len: 0, items: [T::default(); N] }
    }

    /// Adds an item at the end.
    pub fn push(&mut self, x: T) {
        self.items[self.len] = x;
        self.len += 1;
    }
}

impl<T: Copy + Default, const N: usize> Default for Few<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for Few<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len]
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for Few<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len]
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for Few<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(it: I) -> Self {
        let mut f = Few::new();
        for x in it {
            f.push(x);
        }
        f
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a Few<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default, const N: usize> IntoIterator for Few<T, N> {
    type Item = T;
    type IntoIter = std::iter::Take<std::array::IntoIter<T, N>>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(self.len)
    }
}

/// Sorts a short list stably by `cmp`: an insertion sort, a few instructions for
/// each use, where each use of the standard sorts brings kilobytes of code to
/// the WebAssembly module and gains nothing on a dozen items.
pub(crate) fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> std::cmp::Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]).is_gt() {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// [`sort_by`] on a key.
pub(crate) fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}
